import { cn } from '@/lib/utils';

type Props = {
  eyebrow?: string;
  title: string;
  intro?: string;
  as?: 'h1' | 'h2';
  align?: 'left' | 'center';
  inverse?: boolean;
  className?: string;
};

/** Eyebrow, serif title and intro: the one heading pattern of every section. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  as: Tag = 'h2',
  align = 'left',
  inverse,
  className,
}: Props) {
  return (
    <header className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p className={cn('mb-4 eyebrow', inverse ? 'text-accent' : 'text-accent-strong')}>
          {eyebrow}
        </p>
      )}
      <Tag className={cn('font-display text-headline', inverse ? 'text-paper' : 'text-ink')}>
        {title}
      </Tag>
      {intro && (
        <p
          className={cn(
            'mt-5 text-lg leading-relaxed',
            inverse ? 'text-muted-inverse' : 'text-muted',
          )}
        >
          {intro}
        </p>
      )}
    </header>
  );
}
