'use client';

import { cx } from '@/lib/cx';
import { twoDigits } from '@/lib/two-digits';

type Props = {
  titles: string[];
  active: number;
  stopped: boolean;
  /** the active dot's progress line, which the slideshow animates */
  progressRef: React.RefObject<HTMLSpanElement | null>;
  go: (index: number) => void;
  toggle: () => void;
  /** what holds no state, rendered on the server: the Play and Pause icons, the way down */
  drawn: HeroDrawn;
};

export type HeroDrawn = { play: React.ReactNode; pause: React.ReactNode; wayDown: React.ReactNode };

/** The hero's controls: the slide counter, a dot per slide, Pause/Play and the way down. */
export function HeroControls({ titles, active, stopped, progressRef, go, toggle, drawn }: Props) {
  const count = titles.length;
  return (
    <div className="absolute inset-x-0 bottom-0">
      <div className="mx-auto flex w-full max-w-7xl items-end justify-between gap-6 px-5 pb-8 sm:px-8 lg:px-12 lg:pb-10">
        {count > 1 ? (
          <div className="flex items-center gap-5">
            <p aria-hidden className="font-display text-lg tabular-nums text-paper/80">
              {twoDigits(active + 1)}
              <span className="mx-1.5 text-paper/40">/</span>
              {twoDigits(count)}
            </p>
            <ul className="flex items-center">
              {titles.map((title, i) => (
                <li key={i}>
                  <button
                    type="button"
                    onClick={() => go(i)}
                    aria-label={`Show slide ${i + 1}: ${title}`}
                    aria-current={i === active ? 'true' : undefined}
                    className="group flex h-11 items-center px-1.5"
                  >
                    <span
                      className={cx(
                        'relative block h-0.5 overflow-hidden rounded-full bg-paper/35 transition-[width,background-color] duration-500 ease-(--ease-calm) group-hover:bg-paper/70',
                        i === active ? 'w-12 sm:w-16' : 'w-6 sm:w-8',
                      )}
                    >
                      {i === active && (
                        <span
                          ref={progressRef}
                          className="absolute inset-0 origin-left scale-x-0 bg-paper"
                        />
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={toggle}
              aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
              className="inline-flex size-11 items-center justify-center rounded-full text-paper/80 transition-colors hover:text-paper"
            >
              {stopped ? drawn.play : drawn.pause}
            </button>
          </div>
        ) : (
          <span />
        )}

        {drawn.wayDown}
      </div>
    </div>
  );
}
