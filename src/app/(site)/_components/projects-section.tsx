import { ArrowRight } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { SectionIntro } from './section-intro';
import { getPublicProjects } from '@/features/projects/queries';
import { ProjectTeasers, type ProjectTeaser } from './project-teasers';

const TEASER_SIZE = 6;

type Project = Awaited<ReturnType<typeof getPublicProjects>>[number];

/** What a card shows, and no more of a project: the page sends it to the browser as data. */
const teaser = (p: Project): ProjectTeaser => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  category: p.category,
  client: p.client,
  description: p.description,
  coverImage: p.coverImage,
  coverAlt: p.coverAlt,
  focus: p.focus,
});

/** Projects (#projects): the featured work (or the first projects while none is featured) and a link to them all. */
export async function ProjectsSection() {
  const all = await getPublicProjects();
  const featured = all.filter((p) => p.featured);
  const shown = (featured.length > 0 ? featured : all).slice(0, TEASER_SIZE);

  return (
    <section
      id="projects"
      aria-label="Projects"
      className="bg-paper py-24 outline-none sm:py-32 lg:py-40"
    >
      <Container>
        <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
          <Reveal>
            <SectionIntro
              eyebrow="Selected Work"
              title="Featured projects"
              intro="Buildings before they are built, products before they are tooled, and spaces people remember."
            />
          </Reveal>
          {all.length > 0 && (
            <Reveal index={1} className="shrink-0">
              <a href="/projects" className={buttonVariants({ variant: 'outline' })}>
                View all projects
                <ArrowRight aria-hidden />
              </a>
            </Reveal>
          )}
        </div>

        {shown.length > 0 ? (
          <ProjectTeasers shown={shown.map(teaser)} />
        ) : (
          <p className="mt-14 max-w-2xl border-t border-line pt-10 text-lg leading-relaxed text-muted">
            New case studies are being prepared. In the meantime,{' '}
            <a
              href="/request-consultation"
              className="text-ink underline decoration-accent underline-offset-4"
            >
              ask for a portfolio selection
            </a>{' '}
            tailored to your project.
          </p>
        )}
        {/* room for the last staggered card */}
        {shown.length > 1 && <div aria-hidden className="hidden md:block md:h-24" />}
      </Container>
    </section>
  );
}
