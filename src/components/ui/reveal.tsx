'use client';

import { useEffect, useRef } from 'react';
import { cx } from '@/lib/cx';
import { prefersReducedMotion } from '@/lib/motion';

type Props = React.ComponentProps<'div'> & {
  variant?: 'up' | 'left' | 'right' | 'scale';
  /** position in a staggered group; the delay is capped at 0.3 s */
  index?: number;
};

// One observer for every Reveal on the page. Its first report for an element says
// where the element is without a forced layout (reading getBoundingClientRect in
// each effect made the browser lay the page out once per Reveal while hydrating).
let observer: IntersectionObserver | null = null;
const armed = new WeakSet<Element>();

function reveals(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const el = entry.target;
        if (armed.has(el)) {
          if (entry.isIntersecting) {
            el.classList.add('is-visible');
            observer?.unobserve(el);
          }
          continue;
        }
        // first report: already on screen (or scrolled past) stays as it is
        const trigger = entry.rootBounds?.bottom ?? window.innerHeight * 0.8;
        if (entry.isIntersecting || entry.boundingClientRect.top < trigger) {
          observer?.unobserve(el);
        } else {
          armed.add(el);
          el.classList.add('reveal-armed');
        }
      }
    },
    { rootMargin: '0px 0px -20% 0px' },
  );
  return observer;
}

/**
 * Fades and slides its content in when 20% into the viewport (trigger at 80%).
 * Armed only from script and never under prefers-reduced-motion, so content is
 * always readable without JavaScript.
 */
export function Reveal({ variant = 'up', index = 0, className, style, ...props }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion()) return;
    const io = reveals();
    io.observe(el);
    return () => io.unobserve(el);
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
