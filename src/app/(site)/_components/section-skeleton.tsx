import { Container } from '@/components/ui/container';
import { cn } from '@/lib/utils';

type Props = {
  /** anchored sections keep their id while they stream, so links to them land */
  id?: string;
  label: string;
  tone?: 'paper' | 'sand' | 'ink';
  cards?: number;
};

/** What a streamed section shows until its data arrives: heading and card outlines at their final size. */
export function SectionSkeleton({ id, label, tone = 'paper', cards = 3 }: Props) {
  const bar = tone === 'ink' ? 'bg-paper/10' : 'bg-ink/[0.06]';
  return (
    <section
      id={id}
      aria-busy="true"
      aria-label={`${label} (loading)`}
      className={cn(
        'py-24 sm:py-32',
        tone === 'paper' && 'bg-paper',
        tone === 'sand' && 'bg-sand',
        tone === 'ink' && 'bg-ink',
      )}
    >
      <Container className="motion-safe:animate-pulse">
        <div className={cn('h-3 w-24 rounded-full', bar)} />
        <div className={cn('mt-6 h-12 w-full max-w-md rounded-md', bar)} />
        <div className={cn('mt-4 h-4 w-full max-w-xl rounded-full', bar)} />
        <div className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: cards }, (_, i) => (
            <div
              key={i}
              className={cn(
                'aspect-[4/3] rounded-sm',
                bar,
                i >= 1 && 'hidden sm:block',
                i >= 2 && 'sm:hidden lg:block',
              )}
            />
          ))}
        </div>
      </Container>
    </section>
  );
}
