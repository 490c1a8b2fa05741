import { ArrowLeft, Home } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

/** An unknown or unpublished post, with its 'Post Not Found' message; server.mjs answers it with HTTP 404. */
export function PostNotFound() {
  return (
    <div className="pb-24 pt-36 sm:pb-32 sm:pt-48">
      <Container className="max-w-3xl">
        <p className="eyebrow text-accent-strong">Error 404</p>
        <h1 className="mt-5 font-display text-display text-ink">Post Not Found</h1>
        <p className="mt-6 text-lg leading-relaxed text-muted">
          The blog post you&apos;re looking for doesn&apos;t exist.
        </p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <a href="/blog">
              <ArrowLeft aria-hidden />
              Back to Blog
            </a>
          </Button>
          <Button asChild variant="outline" size="lg">
            <a href="/">
              <Home aria-hidden />
              Home
            </a>
          </Button>
        </div>
      </Container>
    </div>
  );
}
