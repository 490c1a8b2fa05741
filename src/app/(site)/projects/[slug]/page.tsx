import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { connection } from 'next/server';
import { ArrowLeft, Star } from '@/components/ui/icons';
import { Container } from '@/components/ui/container';
import { viewerMaySee } from '@/features/projects/access';
import { getProject, resolveProjectAddress } from '@/features/projects/queries';
import { creativeWorkLd, JsonLd } from '@/features/seo/json-ld';
import { pageMetadata } from '@/features/seo/metadata';
import { Lightbox } from './_components/lightbox';
import { MoreProjects } from './_components/more-projects';
import { ProjectFacts } from './_components/project-facts';
import { coverIndex, ProjectFilms, ProjectGallery, ProjectHero } from './_components/project-media';
import { ProjectNotFound } from './_components/project-not-found';
import { ProjectPasswordGate } from './_components/project-password-gate';
import './styles.css';

type Params = { params: Promise<{ slug: string }> };

/** The project at this address; its number or an earlier slug is sent on (see the article page). */
async function load(segment: string) {
  const found = await resolveProjectAddress(segment);
  if (!found) return null;
  if (found.moved) permanentRedirect(`/projects/${found.moved}`);
  return getProject(found.gate.id);
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  await connection();
  const found = await load((await params).slug);
  if (!found) return { title: 'Project Not Found', robots: { index: false, follow: false } };
  const { project, gate } = found;
  // a protected page names its title and nothing else until its password is given
  if (!(await viewerMaySee(gate))) return { title: project.title, robots: { index: false } };
  const metadata = await pageMetadata({
    title: project.title,
    description: project.description ?? `${project.title}: a project by the studio.`,
    path: `/projects/${project.slug}`,
    // a protected project's cover is for those with its password: its card is drawn from the title
    image: gate.visibility === 'password' ? null : project.coverImage,
    imageAlt: project.coverAlt,
  });
  // unlisted and protected pages are for those given the link, never for search engines
  return gate.visibility === 'public' ? metadata : { ...metadata, robots: { index: false } };
}

function paragraphs(text: string | null): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export default async function ProjectPage({ params }: Params) {
  await connection();
  const found = await load((await params).slug);
  // see the blog article page: server.mjs gives this answer its 404 status
  if (!found) return <ProjectNotFound />;
  const { project, gate, previous, next } = found;
  if (!(await viewerMaySee(gate)))
    return <ProjectPasswordGate id={project.id} title={project.title} />;

  const heroIndex = coverIndex(project);
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
          <ProjectHero project={project} heroIndex={heroIndex} />
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
              <ProjectFacts project={project} />
            </aside>
          </div>
        </Container>

        <ProjectGallery project={project} heroIndex={heroIndex} />
        <ProjectFilms project={project} />

        <MoreProjects previous={previous} next={next} />
      </article>
    </Lightbox>
  );
}
