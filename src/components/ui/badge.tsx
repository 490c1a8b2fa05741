import { variants, type VariantProps } from '@/lib/variants';
import { cn } from '@/lib/utils';

export const badgeVariants = variants(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
  {
    variants: {
      tone: {
        strong: 'bg-ink text-paper',
        muted: 'bg-sand text-muted',
        outline: 'border border-line text-ink',
        accent: 'bg-accent/15 text-accent-strong',
        danger: 'bg-danger/10 text-danger',
        success: 'bg-success/10 text-success',
      },
    },
    defaultVariants: { tone: 'muted' },
  },
);

export function Badge({
  className,
  tone,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
