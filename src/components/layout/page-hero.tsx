import { Container } from '@/components/ui/container';
import { cn } from '@/lib/utils';

type Props = {
  eyebrow: string;
  title: string;
  intro?: React.ReactNode;
  /** a line of small print under the intro, such as a 'Last updated' date */
  meta?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
};

/** The opening of every informational page: eyebrow, large serif title, a calm intro. */
export function PageHero({ eyebrow, title, intro, meta, children, className }: Props) {
  return (
    <section className={cn('border-b border-line', className)}>
      <Container className="pb-14 pt-14 sm:pb-20 sm:pt-20 lg:pb-24 lg:pt-28">
        <p className="mb-6 flex items-center gap-4 text-xs font-semibold uppercase tracking-[0.22em] text-accent-strong">
          <span aria-hidden className="h-px w-10 bg-accent" />
          {eyebrow}
        </p>
        <h1 className="max-w-5xl font-display text-display text-ink text-balance">{title}</h1>
        {intro && (
          <div className="mt-8 max-w-2xl text-lg leading-relaxed text-muted sm:text-xl">
            {intro}
          </div>
        )}
        {meta && <p className="mt-6 text-sm text-muted">{meta}</p>}
        {children}
      </Container>
    </section>
  );
}
