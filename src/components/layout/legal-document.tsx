import { Container } from '@/components/ui/container';

export type LegalDocumentSection = { id: string; title: string; html: string };

/**
 * A long legal text: a table of contents that stays in view on wide screens,
 * and numbered sections set in the article measure. The sections' HTML is the owner's
 * sanitised text.
 */
export function LegalDocument({
  lead,
  sections,
  label,
}: {
  lead: string;
  sections: LegalDocumentSection[];
  label: string;
}) {
  return (
    <section aria-label={label} className="py-16 sm:py-24">
      <Container className="grid gap-12 lg:grid-cols-12 lg:gap-16">
        {sections.length > 1 ? (
          <nav aria-label="Contents" className="lg:col-span-4">
            <div className="rounded-sm border border-line bg-white/60 p-6 lg:sticky lg:top-28 lg:border-0 lg:bg-transparent lg:p-0">
              <p className="mb-4 eyebrow text-accent-strong">Contents</p>
              <ol className="space-y-2.5 text-sm">
                {sections.map((s, i) => (
                  <li key={s.id} className="flex gap-3">
                    <span aria-hidden className="w-5 shrink-0 text-muted tabular-nums">
                      {i + 1}.
                    </span>
                    <a
                      href={`#${s.id}`}
                      className="text-ink-soft underline decoration-transparent underline-offset-4 transition-colors duration-300 hover:text-ink hover:decoration-accent"
                    >
                      {s.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        ) : null}
        <div className="prose-article max-w-3xl lg:col-span-8 [&_.legal-body>*+*]:mt-5">
          {lead ? (
            <div className="legal-body mb-16" dangerouslySetInnerHTML={{ __html: lead }} />
          ) : null}
          {sections.map((s, i) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              className="not-first:mt-16! not-first:border-t not-first:border-line not-first:pt-12"
            >
              <h2 id={`${s.id}-title`} className="mt-0!">
                <span aria-hidden className="mr-3 text-accent-strong">
                  {i + 1}.
                </span>
                {s.title}
              </h2>
              <div className="legal-body mt-5" dangerouslySetInnerHTML={{ __html: s.html }} />
            </section>
          ))}
        </div>
      </Container>
    </section>
  );
}
