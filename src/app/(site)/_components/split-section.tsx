import { Container } from '@/components/ui/container';
import { cn } from '@/lib/utils';

type Props = {
  /** the heading's id, which names the section */
  id: string;
  eyebrow: string;
  title: string;
  /** under the heading: a sentence, or a link to the page that says more */
  aside?: React.ReactNode;
  /** the band's own look, such as a sand ground between hairlines */
  className?: string;
  /** what the section lists, in the eight columns beside the heading */
  children: React.ReactNode;
};

/**
 * The informational pages' two-column band: eyebrow and title in the first four of twelve
 * columns (stacked above on phones and tablets), the section's content in the other eight.
 */
export function SplitSection({ id, eyebrow, title, aside, className, children }: Props) {
  return (
    <section aria-labelledby={id} className={cn('py-20 sm:py-28', className)}>
      <Container className="grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-4">
          <p className="mb-4 eyebrow text-accent-strong">{eyebrow}</p>
          <h2 id={id} className="font-display text-headline text-ink">
            {title}
          </h2>
          {aside}
        </div>
        <div className="lg:col-span-8">{children}</div>
      </Container>
    </section>
  );
}
