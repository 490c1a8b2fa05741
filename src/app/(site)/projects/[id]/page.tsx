import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ArrowLeft, ArrowRight, ArrowUpRight, Play, Star } from '@/components/ui/icons';
import { Container } from '@/components/ui/container';
import { SmartImage } from '@/components/ui/smart-image';
import { filterHref } from '@/features/projects/filter';
import { viewerMaySee } from '@/features/projects/access';
import { getProject, parseId } from '@/features/projects/queries';
import type { GalleryItem, ProjectDetail } from '@/features/projects/types';
import { youtubeId } from '@/features/projects/youtube';
import { creativeWorkLd, JsonLd } from '@/features/seo/json-ld';
import { pageMetadata } from '@/features/seo/metadata';
import { cn } from '@/lib/utils';
import { Lightbox, LightboxLink } from './_components/lightbox';
import { ProjectNotFound } from './_components/project-not-found';
import { ProjectPasswordGate } from './_components/project-password-gate';
import { YoutubeFacade } from './_components/youtube-facade';

type Params = { params: Promise<{ id: string }> };

async function load(raw: string) {
  const id = parseId(raw);
  return id === null ? null : getProject(id);
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  await connection();
  const found = await load((await params).id);
  if (!found) return { title: 'Project Not Found', robots: { index: false, follow: false } };
  const { project, gate } = found;
  // a protected page names its title and nothing else until its password is given
  if (!(await viewerMaySee(gate))) return { title: project.title, robots: { index: false } };
  const metadata = await pageMetadata({
    title: project.title,
    description: project.description ?? `${project.title}: a project by the studio.`,
    path: `/projects/${project.id}`,
    image: project.coverImage,
    imageAlt: project.coverAlt,
  });
  // unlisted and protected pages are for those given the link, never for search engines
  return gate.visibility === 'public' ? metadata : { ...metadata, robots: { index: false } };
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function safeWebsite(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

function paragraphs(text: string | null): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

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

export default async function ProjectPage({ params }: Params) {
  await connection();
  const found = await load((await params).id);
  // see the blog article page: server.mjs gives this answer its 404 status
  if (!found) return <ProjectNotFound />;
  const { project, gate, previous, next } = found;
  if (!(await viewerMaySee(gate)))
    return <ProjectPasswordGate id={project.id} title={project.title} />;

  const heroIndex = project.coverImage
    ? project.images.findIndex((i) => i.url === project.coverImage)
    : -1;
  const gallery = project.images
    .map((item, index) => ({ item, index }))
    .filter(({ index }) => index !== heroIndex);
  const films = project.youtubeVideos.map(youtubeId).filter((id): id is string => id !== null);
  const body = paragraphs(project.details);

  return (
    <Lightbox items={project.images} title={project.title}>
      {gate.visibility === 'public' && <JsonLd data={creativeWorkLd(project)} />}
      <article className="pb-24 pt-28 sm:pb-32 sm:pt-36">
        <Container>
          <nav aria-label="Breadcrumb">
            <a
              href="/projects"
              className="inline-flex items-center gap-2 text-sm font-medium text-muted transition-colors hover:text-ink"
            >
              <ArrowLeft aria-hidden className="size-4" />
              All projects
            </a>
          </nav>

          <header className="mt-10 grid gap-8 lg:grid-cols-12 lg:items-end lg:gap-12">
            <div className="lg:col-span-8">
              <p className="mb-5 flex flex-wrap items-center gap-x-4 gap-y-2 eyebrow text-accent-strong">
                {project.category && <span>{project.category}</span>}
                {project.featured && (
                  <span className="inline-flex items-center gap-1.5 text-ink">
                    <Star aria-hidden className="size-3 fill-accent text-accent" />
                    Featured
                  </span>
                )}
              </p>
              <h1 className="font-display text-display text-balance text-ink">{project.title}</h1>
            </div>
            {project.description && (
              <p className="text-lg leading-relaxed text-muted lg:col-span-4 lg:pb-3">
                {project.description}
              </p>
            )}
          </header>
        </Container>

        <Container className="mt-12 max-w-[96rem] sm:mt-16">
          <Hero project={project} heroIndex={heroIndex} />
        </Container>

        <Container className="mt-16 sm:mt-24">
          <div className="grid gap-14 lg:grid-cols-12 lg:gap-12">
            <div className="lg:col-span-7">
              <h2 className="eyebrow text-accent-strong">About the project</h2>
              <div className="mt-6 space-y-6 text-lg leading-relaxed text-ink-soft sm:text-xl sm:leading-relaxed">
                {body.length > 0 ? (
                  body.map((paragraph, i) => <p key={i}>{paragraph}</p>)
                ) : (
                  <p>{project.description}</p>
                )}
              </div>
            </div>
            <aside aria-labelledby="project-facts" className="lg:col-span-4 lg:col-start-9">
              <h2 id="project-facts" className="eyebrow text-accent-strong">
                Project details
              </h2>
              <Facts project={project} />
            </aside>
          </div>
        </Container>

        {gallery.length > 0 && (
          <section aria-labelledby="gallery-heading" className="mt-24 sm:mt-32">
            <Container>
              <div className="flex items-baseline justify-between gap-6 border-t border-line pt-8">
                <h2 id="gallery-heading" className="font-display text-headline text-ink">
                  Gallery
                </h2>
                <p className="text-sm text-muted">
                  {galleryCount(project.images)} · select to enlarge
                </p>
              </div>
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
                          <GalleryThumb item={item} title={project.title} wide={wide} />
                        </LightboxLink>
                        {item.alt && (
                          <figcaption className="mt-3 text-sm text-muted">{item.alt}</figcaption>
                        )}
                      </figure>
                    </li>
                  );
                })}
              </ul>
            </Container>
          </section>
        )}

        {films.length > 0 && (
          <section aria-labelledby="films-heading" className="mt-24 sm:mt-32">
            <Container>
              <div className="border-t border-line pt-8">
                <h2 id="films-heading" className="font-display text-headline text-ink">
                  {films.length === 1 ? 'Film' : 'Films'}
                </h2>
              </div>
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
            </Container>
          </section>
        )}

        <Container className="mt-24 sm:mt-32">
          <nav aria-label="More projects" className="grid border-y border-line sm:grid-cols-2">
            {previous ? (
              <a
                href={`/projects/${previous.id}`}
                className="group flex flex-col gap-3 py-10 pr-6 transition-colors sm:border-r sm:border-line"
              >
                <span className="inline-flex items-center gap-2 eyebrow text-muted">
                  <ArrowLeft
                    aria-hidden
                    className="size-4 transition-transform duration-500 group-hover:-translate-x-1"
                  />
                  Previous project
                </span>
                <span className="font-display text-title text-ink group-hover:underline decoration-accent decoration-1 underline-offset-[6px]">
                  {previous.title}
                </span>
              </a>
            ) : (
              <span className="hidden sm:block sm:border-r sm:border-line" />
            )}
            {next && (
              <a
                href={`/projects/${next.id}`}
                className="group flex flex-col gap-3 border-t border-line py-10 sm:items-end sm:border-t-0 sm:pl-6 sm:text-right"
              >
                <span className="inline-flex items-center gap-2 eyebrow text-muted">
                  Next project
                  <ArrowRight
                    aria-hidden
                    className="size-4 transition-transform duration-500 group-hover:translate-x-1"
                  />
                </span>
                <span className="font-display text-title text-ink group-hover:underline decoration-accent decoration-1 underline-offset-[6px]">
                  {next.title}
                </span>
              </a>
            )}
          </nav>
        </Container>
      </article>
    </Lightbox>
  );
}

function Hero({ project, heroIndex }: { project: ProjectDetail; heroIndex: number }) {
  const image = (
    <SmartImage
      src={project.coverImage ?? ''}
      alt={project.coverAlt}
      fill
      priority
      sizes="(min-width: 1536px) 96rem, 100vw"
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

function GalleryThumb({ item, title, wide }: { item: GalleryItem; title: string; wide: boolean }) {
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
          className="absolute left-1/2 top-1/2 inline-flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-paper/95 text-ink shadow-lg transition-transform duration-500 group-hover:scale-105"
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
      className="object-cover transition-[transform,opacity] duration-700 ease-(--ease-calm) group-hover:scale-[1.03]"
    />
  );
}

function Facts({ project }: { project: ProjectDetail }) {
  const website = safeWebsite(project.website);
  const rows: { term: string; value: React.ReactNode }[] = [];
  if (project.client) rows.push({ term: 'Client', value: project.client });
  if (project.category)
    rows.push({
      term: 'Discipline',
      value: (
        <a
          href={filterHref(project.category)}
          className="underline decoration-line underline-offset-4 hover:decoration-accent"
        >
          {project.category}
        </a>
      ),
    });
  if (project.location) rows.push({ term: 'Location', value: project.location });
  if (project.year) rows.push({ term: 'Year', value: project.year });
  if (project.projectDate)
    rows.push({
      term: 'Completed',
      value: (
        <time dateTime={project.projectDate}>
          {dateFormat.format(new Date(`${project.projectDate}T00:00:00Z`))}
        </time>
      ),
    });
  if (website)
    rows.push({
      term: 'Website',
      value: (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 underline decoration-accent underline-offset-4 hover:text-accent-strong"
        >
          {hostOf(website)}
          <ArrowUpRight aria-hidden className="size-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ),
    });

  return (
    <dl className="mt-6 divide-y divide-line border-y border-line">
      {rows.map((row) => (
        <div key={row.term} className="grid grid-cols-3 gap-4 py-4">
          <dt className="text-sm text-muted">{row.term}</dt>
          <dd className="col-span-2 text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
