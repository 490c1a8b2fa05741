'use client';

import { useEffect, useRef } from 'react';
import { SmartImage } from '@/components/ui/smart-image';
import { cx } from '@/lib/cx';
import { calmEasing, prefersReducedMotion } from '@/lib/motion';
import { HeroControls, type HeroDrawn } from './hero-controls';
import { useSlideshow } from './hero-slideshow';

export type HeroSlideView = {
  id: number;
  title: string;
  description: string | null;
  url: string | null;
  type: 'image' | 'video';
  alt: string;
  /** the image's or film's object-position (its focal point), null for the centre */
  focus: string | null;
  /** the slide's own link (its call to action), rendered on the server; null for none */
  cta: React.ReactNode;
};

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
  /** the controls' icons and the way down, rendered on the server */
  drawn: HeroDrawn;
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
export function HeroCarousel({ slides, heading, actions, backdrop, drawn }: Props) {
  const count = slides.length;
  const show = useSlideshow(count);
  const { active, changed, paused, stopped } = show;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const descriptionRef = useRef<HTMLParagraphElement>(null);
  const sectionRef = useRef<HTMLElement>(null);

  // marks the carousel interactive (tests and styles can tell the server HTML from the live one)
  useEffect(() => {
    if (sectionRef.current) sectionRef.current.dataset.ready = 'true';
  }, []);

  useEffect(() => {
    if (!changed || prefersReducedMotion()) return;
    const easing = calmEasing();
    const animations = [titleRef.current, descriptionRef.current].map((element, i) =>
      element?.animate(RISE, { duration: 1000, delay: i * 150, easing, fill: 'backwards' }),
    );
    return () => animations.forEach((animation) => animation?.cancel());
  }, [active, changed]);

  const onFocusIn = (event: React.FocusEvent<HTMLElement>) => {
    // keyboard focus pauses; a mouse click on a dot does not
    if ((event.target as HTMLElement).matches(':focus-visible')) show.setFocusPaused(true);
  };
  const onFocusOut = (event: React.FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      show.setFocusPaused(false);
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
      <HeroMedia slides={slides} show={show} backdrop={backdrop} />

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

      <HeroControls
        titles={slides.map((s) => s.title)}
        active={active}
        stopped={stopped}
        progressRef={show.progressRef}
        go={show.go}
        toggle={() => show.setUserPaused(!stopped)}
        drawn={drawn}
      />
    </section>
  );
}

/** The slides' media, cross-fading, each settling slowly while it shows, under the shade. */
function HeroMedia({
  slides,
  show: { active, mounted, warm },
  backdrop,
}: {
  slides: HeroSlideView[];
  show: ReturnType<typeof useSlideshow>;
  backdrop: React.ReactNode;
}) {
  return (
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
                onReady={i === 0 && slides.length > 1 ? () => warm(1) : undefined}
              />
            )}
          </div>
        </div>
      ))}
      {/* shade: keeps the copy at AA contrast over any image */}
      <div className="absolute inset-0 shade-hero" />
      <div className="absolute inset-0 shade-hero-side" />
    </div>
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
        style={slide.focus ? { objectPosition: slide.focus } : undefined}
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
      style={slide.focus ? { objectPosition: slide.focus } : undefined}
      className="object-cover"
    />
  );
}
