import { SectionHeading } from '@/components/ui/section-heading';
import { cn } from '@/lib/utils';

type Props = React.ComponentProps<typeof SectionHeading>;

/**
 * The design system's section heading as the landing sections use it. tailwind-merge
 * does not know the theme's custom sizes, so cn() inside SectionHeading drops
 * `text-headline` next to a text colour; the size is restated here for the h2.
 */
export function SectionIntro({ className, ...props }: Props) {
  return <SectionHeading {...props} className={cn('[&>h2]:text-headline', className)} />;
}
