'use client';

import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';
import { IconButton } from './icon-button';

/** The star of a list item: pressed when the item is featured ('Feature "…"', 'Unfeature "…"'). */
export function FeatureToggle({
  name,
  featured,
  disabled,
  onToggle,
}: {
  /** the item's name as the buttons quote it */
  name: string;
  featured: boolean;
  disabled?: boolean;
  onToggle: (next: boolean) => void;
}) {
  return (
    <IconButton
      icon={Star}
      tone={featured ? 'accent' : 'default'}
      className={cn(featured && '[&_svg]:fill-current')}
      label={`${featured ? 'Unfeature' : 'Feature'} "${name}"`}
      aria-pressed={featured}
      disabled={disabled}
      onClick={() => onToggle(!featured)}
    />
  );
}
