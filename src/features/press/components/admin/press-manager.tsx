'use client';

import { ExternalLink, Newspaper, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import {
  DisplayOrderInput,
  ManagerCard,
  ManagerDialogForm,
  ManagerEmptyState,
  ManagerGrid,
  RowActions,
  SwitchField,
  Thumb,
  toastTexts,
  useAdminMutation,
  useManagerDialog,
  useManagerSave,
} from '@/components/admin';
import { MediaField } from '@/features/media/picker';
import type { AdminPressArticle } from '../../admin-queries';
import { deletePressArticle, savePressArticle } from '../../actions';
import { today } from '../../schemas';

type Form = {
  title: string;
  publication: string;
  date: string;
  excerpt: string;
  category: string;
  imageUrl: string | null;
  externalLink: string;
  isFeatured: boolean;
  displayOrder: string;
};

const empty = (): Form => ({
  title: '',
  publication: '',
  date: today(),
  excerpt: '',
  category: '',
  imageUrl: null,
  externalLink: '',
  isFeatured: false,
  displayOrder: '0',
});
const fromItem = (a: AdminPressArticle): Form => ({
  title: a.title,
  publication: a.publication ?? '',
  date: a.date,
  excerpt: a.excerpt ?? '',
  category: a.category ?? '',
  imageUrl: a.imageUrl,
  externalLink: a.externalLink ?? '',
  isFeatured: a.isFeatured,
  displayOrder: String(a.displayOrder),
});

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const SAVED = {
  add: toastTexts('Article created', 'Failed to save article'),
  edit: toastTexts('Article updated', 'Failed to save article'),
};
const DELETED = toastTexts('Article deleted', 'Failed to delete article');

export function PressManager({ articles }: { articles: AdminPressArticle[] }) {
  const dialog = useManagerDialog<AdminPressArticle, Form>(empty, fromItem);
  const { form, set, bind, editing, errors } = dialog;
  const mutation = useAdminMutation();
  const { pending } = mutation;
  const save = useManagerSave(dialog, mutation, SAVED, (values, item) =>
    savePressArticle({ ...values, id: item?.id }),
  );

  const add = (
    <Button size="sm" onClick={dialog.openCreate}>
      <Plus aria-hidden /> Add Article
    </Button>
  );

  return (
    <>
      <div className="mb-5 flex items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {articles.length} article{articles.length === 1 ? '' : 's'}, newest first
        </p>
        {add}
      </div>
      {articles.length === 0 ? (
        <ManagerEmptyState
          icon={Newspaper}
          message="No press articles yet. Add your first article!"
          action={add}
        />
      ) : (
        <ManagerGrid aria-label="Press articles">
          {articles.map((article) => (
            <ManagerCard
              key={article.id}
              label={article.title}
              media={
                <Thumb
                  url={article.imageUrl}
                  alt={article.title}
                  className="aspect-[2/1] rounded-none border-0 border-b"
                  sizes="(min-width: 1280px) 25vw, (min-width: 640px) 45vw, 100vw"
                  placeholder={Newspaper}
                />
              }
              footer={
                <>
                  {article.externalLink ? (
                    <a
                      href={article.externalLink}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex items-center gap-1 rounded px-2 text-xs text-muted hover:text-ink"
                    >
                      <ExternalLink className="size-3.5" aria-hidden /> Read
                    </a>
                  ) : (
                    <span />
                  )}
                  <RowActions
                    item={article}
                    label={article.title}
                    mutation={mutation}
                    deletes={{ action: deletePressArticle, toasts: DELETED }}
                    dialog={dialog}
                    group="flex"
                  />
                </>
              }
            >
              <div className="flex flex-wrap items-center gap-2">
                <time dateTime={article.date} className="text-xs text-muted">
                  {longDate.format(new Date(`${article.date}T00:00:00Z`))}
                </time>
                {article.category ? <Badge tone="outline">{article.category}</Badge> : null}
                {article.isFeatured ? <Badge tone="accent">Featured</Badge> : null}
              </div>
              <p className="font-display text-xl leading-snug text-ink">{article.title}</p>
              {article.publication ? (
                <p className="text-[13px] font-medium text-ink-soft">{article.publication}</p>
              ) : null}
              {article.excerpt ? (
                <p className="line-clamp-2 text-[13px] leading-relaxed text-muted">
                  {article.excerpt}
                </p>
              ) : null}
            </ManagerCard>
          ))}
        </ManagerGrid>
      )}

      <ManagerDialogForm
        dialog={dialog}
        size="lg"
        formLabel={editing ? 'Edit article' : 'Add article'}
        title={editing ? 'Edit Article' : 'Add Article'}
        description="Coverage and news, listed newest first in the landing page's News and press."
        submitLabel={editing ? 'Update Article' : 'Create Article'}
        pending={pending}
        onSubmit={save}
      >
        <FormField id="press-title" label="Title" required error={errors.title}>
          <Input {...bind('title', 'press-title')} required />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="press-publication" label="Publication">
            <Input {...bind('publication', 'press-publication')} />
          </FormField>
          <FormField id="press-date" label="Date" error={errors.date}>
            <Input {...bind('date', 'press-date')} type="date" />
          </FormField>
          <FormField id="press-category" label="Category">
            <Input {...bind('category', 'press-category')} placeholder="Feature" />
          </FormField>
          <FormField
            id="press-externalLink"
            label="Link to the article"
            error={errors.externalLink}
          >
            <Input
              {...bind('externalLink', 'press-externalLink')}
              type="url"
              placeholder="https://"
            />
          </FormField>
        </div>
        <FormField id="press-excerpt" label="Excerpt">
          <Textarea {...bind('excerpt', 'press-excerpt')} rows={3} />
        </FormField>
        <MediaField
          id="press-image"
          label="Image"
          value={form.imageUrl}
          alt={form.title}
          onChange={(v) => set('imageUrl', v?.url ?? null)}
        />
        <div className="grid items-end gap-4 sm:grid-cols-2">
          <SwitchField
            label="Featured"
            checked={form.isFeatured}
            onCheckedChange={(v) => set('isFeatured', v)}
          />
          <DisplayOrderInput
            id="press-order"
            value={form.displayOrder}
            onChange={(v) => set('displayOrder', v)}
            hint="Orders articles of the same date."
          />
        </div>
      </ManagerDialogForm>
    </>
  );
}
