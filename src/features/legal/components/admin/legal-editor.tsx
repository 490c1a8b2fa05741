'use client';

import { ExternalLink } from 'lucide-react';
import { FormSaveBar, ManagerPanel, useAdminMutation, useFormFields } from '@/components/admin';
import { Button } from '@/components/ui/button';
import { errorId, FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { RichTextEditor } from '@/features/blog/editor';
import { longDate } from '@/lib/long-date';
import { saveLegalPage } from '../../actions';
import type { LegalPage } from '../../defaults';

type Form = { title: string; intro: string; content: string };

/**
 * One legal page's editor: its title, introduction and text in the article editor, saved with
 * the blog's allow-list. Headings (H2) become the page's numbered sections and its contents.
 */
export function LegalEditor({ page }: { page: LegalPage }) {
  const fields = useFormFields<Form>(() => ({
    title: page.title,
    intro: page.intro,
    content: page.content,
  }));
  const { form, errors, set, setErrors, bind } = fields;
  const { pending, run } = useAdminMutation();
  const id = (field: string) => `legal-${page.key}-${field}`;
  const label = page.key === 'privacy' ? 'Privacy policy' : 'Terms of service';

  return (
    <form
      aria-label={label}
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        void run(
          () => saveLegalPage({ key: page.key, ...form }),
          { success: `${label} saved`, failure: `Failed to save the ${label.toLowerCase()}` },
          {
            onSuccess: () => setErrors({}),
            onFailure: (outcome) => setErrors(outcome.fieldErrors ?? {}),
          },
        );
      }}
    >
      <ManagerPanel
        title={label}
        description={
          page.firstText
            ? 'The text written for the site when it was set up. Edit it to make it yours; it is saved the first time you press Save.'
            : `Last updated ${longDate(page.updatedAt)}: the date visitors see moves when the text changes.`
        }
        actions={
          <Button asChild variant="outline" size="sm">
            <a href={`/${page.key}`} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden /> View page
            </a>
          </Button>
        }
      >
        <div className="space-y-4">
          <FormField id={id('title')} label="Title" required error={errors.title}>
            <Input {...bind('title', id('title'))} required maxLength={120} autoComplete="off" />
          </FormField>
          <FormField
            id={id('intro')}
            label="Introduction"
            hint="A sentence or two under the title, also the description search engines show."
            error={errors.intro}
          >
            <Textarea {...bind('intro', id('intro'))} rows={3} maxLength={600} />
          </FormField>
          <div className="space-y-1.5">
            <span id={id('body-label')} className="text-sm font-medium text-ink">
              Text
            </span>
            <p className="text-xs text-muted">
              Each heading (H2) starts a numbered section listed in the page&apos;s contents.
            </p>
            <RichTextEditor
              initialHtml={page.content}
              labelledBy={id('body-label')}
              invalid={!!errors.content}
              onChange={(html) => set('content', html)}
            />
            {errors.content ? (
              <p id={errorId(id('content'))} className="text-sm text-danger">
                {errors.content}
              </p>
            ) : null}
          </div>
        </div>
      </ManagerPanel>
      <FormSaveBar pending={pending}>Save {label.toLowerCase()}</FormSaveBar>
    </form>
  );
}
