import { ArrowLeft } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

/** An unknown or non-numeric project id; server.mjs answers it with HTTP 404. */
export function ProjectNotFound() {
  return (
    <div className="pb-24 pt-36 sm:pb-32 sm:pt-48">
      <Container className="max-w-3xl">
        <p className="eyebrow text-accent-strong">Error 404</p>
        <h1 className="mt-5 font-display text-display text-ink">Project Not Found</h1>
        <p className="mt-6 text-lg leading-relaxed text-muted">
          The project you&apos;re looking for doesn&apos;t exist, or it is no longer part of the
          portfolio.
        </p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <a href="/projects">
              <ArrowLeft aria-hidden />
              Back to Projects
            </a>
          </Button>
          <Button asChild variant="outline" size="lg">
            <a href="/">Home</a>
          </Button>
        </div>
      </Container>
    </div>
  );
}
