import { EyeOff, Lock, Star } from 'lucide-react';
import { countOf } from '@/components/admin';
import { Badge } from '@/components/ui/badge';
import { SmartImage } from '@/components/ui/smart-image';
import type { AdminProject } from '../../admin-queries';
import { VISIBILITY_LABELS } from '../../schemas';

// A project's card in the Projects manager: its cover with the featured and visibility badges,
// and its text.

export function ProjectCardMedia({ project }: { project: AdminProject }) {
  return (
    <div className="relative aspect-[4/3] bg-sand">
      {project.shownCover.src ? (
        <SmartImage
          src={project.shownCover.src}
          alt={project.shownCover.alt}
          fill
          sizes="(min-width: 1536px) 30vw, (min-width: 640px) 45vw, 100vw"
          className="object-cover"
        />
      ) : (
        <div className="flex h-full items-center justify-center text-sm text-muted">
          No cover image
        </div>
      )}
      {project.featured ? (
        <Badge tone="strong" className="absolute top-3 left-3">
          <Star aria-hidden className="size-3 fill-accent text-accent" /> Featured
        </Badge>
      ) : null}
      {project.visibility !== 'public' ? (
        <Badge tone="outline" className="absolute top-3 right-3 bg-white">
          {project.visibility === 'password' ? (
            <Lock aria-hidden className="size-3" />
          ) : (
            <EyeOff aria-hidden className="size-3" />
          )}
          {VISIBILITY_LABELS[project.visibility]}
        </Badge>
      ) : null}
    </div>
  );
}

export function ProjectCardBody({ project }: { project: AdminProject }) {
  const { images, youtubeVideos } = project;
  return (
    <>
      <p className="text-xs font-medium tracking-[0.12em] text-accent-strong uppercase">
        {project.category ?? 'No category'}
        {project.year ? <span className="text-muted"> · {project.year}</span> : null}
      </p>
      <h2 className="font-display text-2xl leading-tight text-ink">{project.title}</h2>
      {project.client ? <p className="text-sm text-ink-soft">{project.client}</p> : null}
      {project.description ? (
        <p className="line-clamp-3 text-sm leading-relaxed text-muted">{project.description}</p>
      ) : null}
      <p className="text-xs text-muted">
        {countOf(images.length, 'gallery item')}
        {youtubeVideos.length > 0 ? ` · ${countOf(youtubeVideos.length, 'video')}` : ''}
      </p>
    </>
  );
}
