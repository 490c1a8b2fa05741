import { LegalDocument } from '@/components/layout/legal-document';
import { PageHero } from '@/components/layout/page-hero';
import { longDate } from '@/lib/long-date';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';
import type { LegalPage } from '../defaults';
import { legalSections } from '../sections';

/** A legal page: its title, introduction and 'Last updated' date, then the numbered text. */
export function LegalView({ page }: { page: LegalPage }) {
  // cleaned when saved, and again here as every article is, so a stricter allow-list applies at once
  const { lead, sections } = legalSections(sanitizeArticleHtml(page.content));
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={page.title}
        intro={page.intro ? <p>{page.intro}</p> : undefined}
        meta={
          <>
            Last updated{' '}
            <time dateTime={page.updatedAt.slice(0, 10)}>{longDate(page.updatedAt)}</time>
          </>
        }
      />
      <LegalDocument label={page.title} lead={lead} sections={sections} />
    </>
  );
}
