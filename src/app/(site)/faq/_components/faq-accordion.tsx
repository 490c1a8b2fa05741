'use client';

import { useId, useState } from 'react';
import { Plus } from '@/components/ui/icons/plus';
import { cx } from '@/lib/cx';
import { useHydrated } from '@/lib/use-hydrated';

export type FaqGroup = {
  id: number;
  name: string;
  slug: string;
  entries: { id: number; question: string; answer: string[] }[];
};

/**
 * The FAQ's category cards. Server HTML (and the first client render) uses
 * <details name="faq">, so answers open without JavaScript and browsers that
 * support exclusive accordions keep one open; once hydrated, each question is a
 * button with aria-expanded controlling its answer, one open across the page.
 */
export function FaqAccordion({ groups }: { groups: FaqGroup[] }) {
  const hydrated = useHydrated();
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();

  return (
    <div className="space-y-8">
      {groups.map((group) => (
        <section
          key={group.id}
          id={group.slug}
          aria-labelledby={`${group.slug}-title`}
          className="rounded-sm border border-line bg-white/60 px-6 py-2 sm:px-10 sm:py-4"
        >
          <h2
            id={`${group.slug}-title`}
            className="pb-2 pt-6 font-display text-title text-ink sm:pt-8"
          >
            {group.name}
          </h2>
          <ul className="divide-y divide-line">
            {group.entries.map((entry) => {
              const open = openId === entry.id;
              const buttonId = `${baseId}-q${entry.id}`;
              const panelId = `${baseId}-a${entry.id}`;
              const question = (iconClass: string) => (
                <>
                  <span className="text-left text-base font-medium leading-snug text-ink sm:text-lg">
                    {entry.question}
                  </span>
                  <span
                    aria-hidden
                    className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full border border-line text-accent-strong transition-colors duration-300 group-hover:border-ink/40"
                  >
                    <Plus
                      className={cx(
                        'size-3.5 transition-transform duration-300 ease-(--ease-calm)',
                        iconClass,
                      )}
                    />
                  </span>
                </>
              );
              const answer = entry.answer.map((p, i) => (
                <p key={i} className="max-w-2xl leading-relaxed text-muted">
                  {p}
                </p>
              ));

              if (!hydrated) {
                return (
                  <li key={entry.id}>
                    <details name="faq" className="group/faq">
                      <summary className="group flex cursor-pointer list-none items-start justify-between gap-6 py-5 [&::-webkit-details-marker]:hidden">
                        {question('group-open/faq:rotate-45')}
                      </summary>
                      <div className="space-y-3 pb-6 pr-12">{answer}</div>
                    </details>
                  </li>
                );
              }
              return (
                <li key={entry.id}>
                  <h3>
                    <button
                      type="button"
                      id={buttonId}
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenId(open ? null : entry.id)}
                      className="group flex w-full cursor-pointer items-start justify-between gap-6 py-5 text-left"
                    >
                      {question(open ? 'rotate-45' : '')}
                    </button>
                  </h3>
                  <div
                    id={panelId}
                    role="region"
                    aria-labelledby={buttonId}
                    hidden={!open}
                    className="space-y-3 pb-6 pr-12"
                  >
                    {answer}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
