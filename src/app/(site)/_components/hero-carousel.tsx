'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ArrowDown } from '@/components/ui/icons/arrow-down';
import { Pause } from '@/components/ui/icons/pause';
import { Play } from '@/components/ui/icons/play';
import { SmartImage } from '@/components/ui/smart-image';
import { cx } from '@/lib/cx';
import { calmEasing, prefersReducedMotion, REDUCED_MOTION } from '@/lib/motion';
import { twoDigits } from '@/lib/two-digits';

export type HeroSlideView = {
  id: number;
  title: string;
  description: string | null;
  url: string | null;
  type: 'image' | 'video';
  alt: string;
  /** the slide's own link (its call to action), rendered on the server; null for none */
  cta: React.ReactNode;
};

const ADVANCE_MS = 5000; // each slide holds for five seconds

// here, not in lib/motion (which the header brings to every page): only the hero listens
function onReducedMotionChange(notify: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
}
const RISE: Keyframe[] = [
  { opacity: 0, translate: '0 1rem' },
  { opacity: 1, translate: '0 0' },
];

type Props = {
  slides: HeroSlideView[];
  /** the page's h1 (the site title), rendered on the server */
  heading: React.ReactNode;
  /** 'View My Work' and 'Learn More', rendered on the server */
  actions: React.ReactNode;
  /** what a slide without media shows, rendered on the server */
  backdrop: React.ReactNode;
};

/**
 * The full-screen hero: slides cross-fade every 5 s, cyclically. A timer advances
 * them and the active dot's progress line shows it; pausing (the pause button, or
 * keyboard focus inside the carousel) freezes both and resumes where it stopped. A visitor who
 * asked for less motion gets the slideshow paused until they press Play, as carousel libraries
 * such as Splide do by default; the dots still change the slide. Only the first
 * slide's media is in the server HTML, preloaded for a fast LCP; the next slide's
 * media mounts after hydration so it is ready before it is shown.
 *
 * The copy lives in one heading and one paragraph whose text changes with the slide. Separate
 * elements per slide would each be a new "largest contentful paint" when shown: on a phone whose
 * first paint used the fallback font, the second slide's copy (measured in the web font) came out
 * larger, and the page's LCP moved from under 2 s to over 9 s.
 */
export function HeroCarousel({ slides, heading, actions, backdrop }: Props) {
  const count = slides.length;
  const [active, setActive] = useState(0);
  // the first slide's copy is there at first paint; copy shown after a change rises in
  const [changed, setChanged] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const descriptionRef = useRef<HTMLParagraphElement>(null);
  const [mounted, setMounted] = useState<ReadonlySet<number>>(() => new Set([0]));
  // null until the visitor presses Pause or Play; the server cannot know their motion setting
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const reduceMotion = useSyncExternalStore(
    onReducedMotionChange,
    prefersReducedMotion,
    () => false,
  );
  const stopped = userPaused ?? reduceMotion;
  const [focusPaused, setFocusPaused] = useState(false);
  const progressRef = useRef<HTMLSpanElement>(null);
  const sectionRef = useRef<HTMLElement>(null);

  // marks the carousel interactive (tests and styles can tell the server HTML from the live one)
  useEffect(() => {
    if (sectionRef.current) sectionRef.current.dataset.ready = 'true';
  }, []);
  const paused = stopped || focusPaused;

  // mounts a slide's media; kept once mounted so revisits are instant
  const warm = useCallback(
    (...indexes: number[]) =>
      setMounted((prev) =>
        indexes.every((i) => prev.has(i)) ? prev : new Set([...prev, ...indexes]),
      ),
    [],
  );

  const go = useCallback(
    (index: number) => {
      const target = ((index % count) + count) % count;
      setActive(target);
      setChanged(true);
      // the next slide loads while this one shows
      warm(target, (target + 1) % count);
    },
    [count, warm],
  );

  // time left on the current slide: kept across pauses, reset when the slide changes
  const remainingRef = useRef(ADVANCE_MS);
  const animationRef = useRef<Animation | null>(null);

  // the active dot's progress line shows the time passing
  useEffect(() => {
    remainingRef.current = ADVANCE_MS;
    const bar = progressRef.current;
    if (!bar || count < 2) return;
    const animation = bar.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
      duration: ADVANCE_MS,
      easing: 'linear',
      fill: 'forwards',
    });
    animationRef.current = animation;
    return () => {
      animation.cancel();
      animationRef.current = null;
    };
  }, [active, count]);

  useEffect(() => {
    if (!changed || prefersReducedMotion()) return;
    const easing = calmEasing();
    const animations = [titleRef.current, descriptionRef.current].map((element, i) =>
      element?.animate(RISE, { duration: 1000, delay: i * 150, easing, fill: 'backwards' }),
    );
    return () => animations.forEach((animation) => animation?.cancel());
  }, [active, changed]);

  // a plain timer advances the slides, so slow rendering never holds them back
  useEffect(() => {
    if (count < 2) return;
    const animation = animationRef.current;
    if (paused) {
      animation?.pause();
      return;
    }
    if (animation?.playState === 'paused') animation.play();
    const started = performance.now();
    const id = window.setTimeout(() => go(active + 1), remainingRef.current);
    return () => {
      window.clearTimeout(id);
      remainingRef.current = Math.max(0, remainingRef.current - (performance.now() - started));
    };
  }, [active, paused, count, go]);

  const onFocusIn = (event: React.FocusEvent<HTMLElement>) => {
    // keyboard focus pauses; a mouse click on a dot does not
    if ((event.target as HTMLElement).matches(':focus-visible')) setFocusPaused(true);
  };
  const onFocusOut = (event: React.FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusPaused(false);
  };

  const slide = slides[active]!;

  return (
    <section
      id="home"
      aria-roledescription="carousel"
      aria-label="Featured work"
      onFocus={onFocusIn}
      onBlur={onFocusOut}
      ref={sectionRef}
      className="relative isolate flex min-h-[100svh] flex-col overflow-hidden bg-ink text-paper outline-none"
    >
      {/* media */}
      <div className="absolute inset-0 -z-10">
        {slides.map((s, i) => (
          <div
            key={s.id}
            aria-hidden={i !== active}
            className={cx(
              'absolute inset-0 transition-opacity duration-[1400ms] ease-(--ease-calm)',
              i === active ? 'opacity-100' : 'opacity-0',
            )}
          >
            {/* a slow settle of the image while its slide shows */}
            <div
              className={cx(
                'absolute inset-0 transition-transform duration-[6000ms] ease-out',
                i === active ? 'scale-100' : 'scale-[1.06]',
              )}
            >
              {!s.url && backdrop}
              {mounted.has(i) && s.url && (
                <SlideMedia
                  slide={s}
                  first={i === 0}
                  active={i === active}
                  onReady={i === 0 && count > 1 ? () => warm(1) : undefined}
                />
              )}
            </div>
          </div>
        ))}
        {/* shade: keeps the copy at AA contrast over any image */}
        <div className="absolute inset-0 shade-hero" />
        <div className="absolute inset-0 shade-hero-side" />
      </div>

      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col justify-end px-5 pb-36 pt-32 sm:px-8 sm:pb-40 lg:px-12 lg:pb-44">
        {heading}

        <div aria-live={paused ? 'polite' : 'off'} aria-atomic="true">
          <div
            role="group"
            aria-roledescription="slide"
            aria-label={`${active + 1} of ${count}`}
            className="max-w-3xl"
          >
            <h2 ref={titleRef} className="font-display text-display text-balance">
              {slide.title}
            </h2>
            {/* kept when a slide has no description (empty, no margin): a new element would be a new paint */}
            <p
              ref={descriptionRef}
              className="mt-6 max-w-xl text-base leading-relaxed text-paper/85 empty:mt-0 sm:text-lg"
            >
              {slide.description}
            </p>
          </div>
        </div>

        <div className="mt-10 flex flex-wrap items-center gap-3">
          {actions}
          {slide.cta}
        </div>
      </div>

      {/* controls */}
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
                {slides.map((s, i) => (
                  <li key={s.id}>
                    <button
                      type="button"
                      onClick={() => go(i)}
                      aria-label={`Show slide ${i + 1}: ${s.title}`}
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
                onClick={() => setUserPaused(!stopped)}
                aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
                className="inline-flex size-11 items-center justify-center rounded-full text-paper/80 transition-colors hover:text-paper"
              >
                {stopped ? (
                  <Play aria-hidden className="size-4" />
                ) : (
                  <Pause aria-hidden className="size-4" />
                )}
              </button>
            </div>
          ) : (
            <span />
          )}

          <a
            href="#projects"
            aria-label="Scroll to projects"
            className="group inline-flex size-11 items-center justify-center rounded-full border border-paper/40 transition-colors hover:border-paper hover:bg-paper hover:text-ink sm:size-12"
          >
            <ArrowDown aria-hidden className="size-4 animate-bounce-slow" />
          </a>
        </div>
      </div>
    </section>
  );
}

type MediaProps = {
  slide: HeroSlideView;
  first: boolean;
  active: boolean;
  /** called once the media has loaded or failed, to start loading the next slide */
  onReady?: () => void;
};

function SlideMedia({ slide, first, active, onReady }: MediaProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (active && !prefersReducedMotion()) {
      video.play().catch(() => {});
    } else {
      video.pause();
    }
  }, [active]);

  if (slide.type === 'video') {
    return (
      <video
        ref={videoRef}
        src={slide.url!}
        muted
        loop
        playsInline
        preload={first ? 'auto' : 'metadata'}
        aria-label={slide.alt}
        onLoadedData={onReady}
        onError={onReady}
        className="size-full object-cover"
      />
    );
  }
  return (
    <SmartImage
      src={slide.url!}
      alt={slide.alt}
      fill
      sizes="100vw"
      priority={first}
      onSettled={onReady}
      className="object-cover"
    />
  );
}
