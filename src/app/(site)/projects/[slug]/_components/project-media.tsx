import { Play } from '@/components/ui/icons';
import { Container } from '@/components/ui/container';
import { SmartImage } from '@/components/ui/smart-image';
import type { GalleryItem, ProjectDetail } from '@/features/projects/types';
import { youtubeId } from '@/features/projects/youtube';
import { cn } from '@/lib/utils';
import { LightboxLink } from './lightbox';
import { YoutubeFacade } from './youtube-facade';

// A project's pictures and films: the cover at the top, the gallery and the films below its story.
// Every picture opens in the page's lightbox (lightbox.tsx) at its index in project.images.

function galleryCount(items: GalleryItem[]) {
  const films = items.filter((i) => i.type === 'video').length;
  const images = items.length - films;
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [images && part(images, 'image', 'images'), films && part(films, 'film', 'films')]
    .filter(Boolean)
    .join(', ');
}

function itemLabel(item: GalleryItem, index: number, title: string) {
  const what = item.type === 'video' ? 'Play film' : 'View image';
  return `${what} ${index + 1}: ${item.alt?.trim() || title}`;
}

/** An image's focal point as its style, where it has one. */
function positionOf(project: ProjectDetail, url: string | null): React.CSSProperties | undefined {
  const focus = url ? project.focus[url] : undefined;
  return focus ? { objectPosition: focus } : undefined;
}

/** The index in project.images of the cover, shown at the top rather than in the gallery; -1 if none. */
export function coverIndex(project: ProjectDetail): number {
  return project.coverImage ? project.images.findIndex((i) => i.url === project.coverImage) : -1;
}

/** The cover, large, under the title. */
export function ProjectHero({ project, heroIndex }: { project: ProjectDetail; heroIndex: number }) {
  const image = (
    <SmartImage
      src={project.coverImage ?? ''}
      alt={project.coverAlt}
      fill
      priority
      sizes="(min-width: 1536px) 96rem, 100vw"
      style={positionOf(project, project.coverImage)}
      className="object-cover transition-[transform,opacity] duration-1000 ease-(--ease-calm) group-hover:scale-[1.015]"
    />
  );
  const frame =
    'group relative block aspect-[4/3] overflow-hidden rounded-sm bg-sand sm:aspect-[16/9]';
  if (heroIndex >= 0) {
    const item = project.images[heroIndex]!;
    return (
      <LightboxLink
        index={heroIndex}
        href={item.url}
        label={itemLabel(item, heroIndex, project.title)}
        className={frame}
      >
        {image}
      </LightboxLink>
    );
  }
  return <div className={frame}>{image}</div>;
}

/** Every picture but the cover, two to a row; an odd first one spans the row. */
export function ProjectGallery({
  project,
  heroIndex,
}: {
  project: ProjectDetail;
  heroIndex: number;
}) {
  const gallery = project.images
    .map((item, index) => ({ item, index }))
    .filter(({ index }) => index !== heroIndex);
  if (gallery.length === 0) return null;
  return (
    <MediaSection
      id="gallery-heading"
      title="Gallery"
      note={`${galleryCount(project.images)} · select to enlarge`}
    >
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 sm:gap-6">
        {gallery.map(({ item, index }, position) => {
          const wide = position === 0 && gallery.length % 2 === 1;
          return (
            <li key={`${item.url}-${index}`} className={cn(wide && 'sm:col-span-2')}>
              <figure>
                <LightboxLink
                  index={index}
                  href={item.url}
                  label={itemLabel(item, index, project.title)}
                  className={cn(
                    'group relative block overflow-hidden rounded-sm bg-sand',
                    wide ? 'aspect-[4/3] sm:aspect-[16/9]' : 'aspect-[4/3]',
                  )}
                >
                  <GalleryThumb
                    item={item}
                    title={project.title}
                    wide={wide}
                    style={positionOf(project, item.url)}
                  />
                </LightboxLink>
                {item.alt && (
                  <figcaption className="mt-3 text-sm text-muted">{item.alt}</figcaption>
                )}
              </figure>
            </li>
          );
        })}
      </ul>
    </MediaSection>
  );
}

/** The project's YouTube films, each behind a poster until asked for. */
export function ProjectFilms({ project }: { project: ProjectDetail }) {
  const films = project.youtubeVideos.map(youtubeId).filter((id): id is string => id !== null);
  if (films.length === 0) return null;
  return (
    <MediaSection id="films-heading" title={films.length === 1 ? 'Film' : 'Films'}>
      <ul className={cn('mt-10 grid gap-8', films.length > 1 && 'lg:grid-cols-2')}>
        {films.map((id, i) => (
          <li key={id}>
            <YoutubeFacade
              videoId={id}
              title={
                films.length === 1
                  ? `${project.title}: the film`
                  : `${project.title}: film ${i + 1}`
              }
              poster={{ src: project.coverImage, alt: project.coverAlt }}
            />
          </li>
        ))}
      </ul>
    </MediaSection>
  );
}

function GalleryThumb({
  item,
  title,
  wide,
  style,
}: {
  item: GalleryItem;
  title: string;
  wide: boolean;
  style?: React.CSSProperties;
}) {
  if (item.type === 'video') {
    return (
      <>
        <video
          src={`${item.url}#t=0.1`}
          muted
          playsInline
          preload="metadata"
          aria-hidden
          tabIndex={-1}
          className="absolute inset-0 size-full object-cover"
        />
        <span
          aria-hidden
          className="absolute inset-0 bg-ink/20 transition-colors duration-500 group-hover:bg-ink/35"
        />
        <span
          aria-hidden
          className="absolute left-1/2 top-1/2 inline-flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-paper/95 text-ink lift-lg transition-transform duration-500 group-hover:scale-105"
        >
          <Play className="ml-0.5 size-6 fill-ink" />
        </span>
      </>
    );
  }
  return (
    <SmartImage
      src={item.url}
      alt={item.alt || title}
      fill
      sizes={
        wide
          ? '(min-width: 1280px) 80rem, 100vw'
          : '(min-width: 1280px) 40rem, (min-width: 640px) 50vw, 100vw'
      }
      style={style}
      className="object-cover transition-[transform,opacity] duration-700 ease-(--ease-calm) group-hover:scale-[1.03]"
    />
  );
}

/** A part of the page below the cover: its heading over a rule, and a note beside it. */
function MediaSection({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-24 sm:mt-32">
      <Container>
        <div className="flex items-baseline justify-between gap-6 border-t border-line pt-8">
          <h2 id={id} className="font-display text-headline text-ink">
            {title}
          </h2>
          {note && <p className="text-sm text-muted">{note}</p>}
        </div>
        {children}
      </Container>
    </section>
  );
}
