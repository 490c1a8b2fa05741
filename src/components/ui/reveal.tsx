'use client';

import { useEffect, useRef } from 'react';
import { cx } from '@/lib/cx';

type Props = React.ComponentProps<'div'> & {
  variant?: 'up' | 'left' | 'right' | 'scale';
  /** position in a staggered group; the delay is capped at 0.3 s (SPEC section 9) */
  index?: number;
};

/**
 * Fades and slides its content in when 20% into the viewport (trigger at 80%).
 * Armed only from script and never under prefers-reduced-motion, so content is
 * always readable without JavaScript.
 */
export function Reveal({ variant = 'up', index = 0, className, style, ...props }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const rect = el.getBoundingClientRect();
    if (rect.top < window.innerHeight * 0.8) return; // already on screen: leave it be
    el.classList.add('reveal-armed');
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            entry.target.classList.add('is-visible');
            observer.unobserve(entry.target);
          }
        }
      },
      { rootMargin: '0px 0px -20% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={cx(
        variant === 'left' && 'reveal-left',
        variant === 'right' && 'reveal-right',
        variant === 'scale' && 'reveal-scale',
        className,
      )}
      style={{ ...style, ['--reveal-delay' as string]: `${Math.min(index * 0.1, 0.3)}s` }}
      {...props}
    />
  );
}
