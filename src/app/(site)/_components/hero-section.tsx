import { ArrowDown } from '@/components/ui/icons/arrow-down';
import { ArrowRight } from '@/components/ui/icons/arrow-right';
import { Pause } from '@/components/ui/icons/pause';
import { Play } from '@/components/ui/icons/play';
import { buttonVariants } from '@/components/ui/button-variants';
import { cx } from '@/lib/cx';
import { getHeroSlides } from '@/features/hero/queries';
import { withFocus } from '@/features/media/focus';
import type { SiteSettings } from '@/features/settings/queries';
import { HeroCarousel, type HeroSlideView } from './hero-carousel';

/** The landing hero (#home): active slides in display order, or a quiet title card before any exist. */
export async function HeroSection({ settings }: { settings: SiteSettings }) {
  const slides = await withFocus(await getHeroSlides(), (s) => s.url);
  const shown: HeroSlideView[] =
    slides.length > 0
      ? slides.map(({ ctaText, ctaLink, ...slide }) => ({
          ...slide,
          cta: ctaText && ctaLink ? <CtaLink href={ctaLink} label={ctaText} /> : null,
        }))
      : [
          {
            id: 0,
            title: 'Spaces, products and experiences, imagined in detail',
            description: settings.siteDescription || null,
            url: null,
            type: 'image',
            alt: '',
            focus: null,
            cta: null,
          },
        ];
  // what holds no state (the heading, the buttons, each slide's link, the controls' icons and
  // the way down) is rendered here, on the server: less script for the page
  return (
    <HeroCarousel
      slides={shown}
      heading={
        <h1 className="mb-6 flex items-center gap-4 text-[0.7rem] font-semibold uppercase tracking-[0.28em] text-accent sm:text-xs">
          <span aria-hidden className="h-px w-10 bg-accent" />
          {settings.siteTitle}
        </h1>
      }
      actions={
        <>
          <a href="#projects" className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
            View My Work
          </a>
          <a href="#about" className={buttonVariants({ variant: 'outline-inverse', size: 'lg' })}>
            Learn More
          </a>
        </>
      }
      backdrop={<QuietBackdrop />}
      drawn={{
        play: <Play aria-hidden className="size-4" />,
        pause: <Pause aria-hidden className="size-4" />,
        wayDown: <WayDown />,
      }}
    />
  );
}

/** The round button at the hero's foot that leads down to the projects. */
function WayDown() {
  return (
    <a
      href="#projects"
      aria-label="Scroll to projects"
      className="group inline-flex size-11 items-center justify-center rounded-full border border-paper/40 transition-colors hover:border-paper hover:bg-paper hover:text-ink sm:size-12"
    >
      <ArrowDown aria-hidden className="size-4 animate-bounce-slow" />
    </a>
  );
}

/** A slide without media: a dark ground with a warm glow and a fine grid. */
function QuietBackdrop() {
  return (
    <div aria-hidden className="absolute inset-0 bg-ink">
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_75%_30%,rgb(165_131_90/0.35),transparent_60%)]" />
      <div className="absolute inset-0 grid-lines bg-[size:6rem_6rem]" />
    </div>
  );
}

/** A slide's call to action: a site address, or another site's in a new tab. */
function CtaLink({ href, label }: { href: string; label: string }) {
  const elsewhere = /^https?:\/\//i.test(href);
  return (
    <a
      href={href}
      className={cx(
        buttonVariants({ variant: 'link', size: 'lg' }),
        'px-2 text-paper hover:text-accent',
      )}
      {...(elsewhere ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {label}
      <ArrowRight aria-hidden />
    </a>
  );
}
