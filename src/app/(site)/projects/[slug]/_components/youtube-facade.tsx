'use client';

import { useState } from 'react';
import { Play } from '@/components/ui/icons/play';
import { SmartImage } from '@/components/ui/smart-image';
import { YoutubePlayer } from '@/features/projects/components/youtube-player';
import { youtubeWatchUrl } from '@/features/projects/youtube-urls';
import { isPlainClick } from '@/lib/plain-click';

type Props = { videoId: string; title: string; poster: { src: string | null; alt: string } };

/**
 * A YouTube film behind a click: until the visitor asks for it, nothing is
 * loaded from YouTube (no script, no cookie, no thumbnail request). The poster
 * is the project's own image; without JavaScript it links to the film on YouTube.
 */
export function YoutubeFacade({ videoId, title, poster }: Props) {
  const [playing, setPlaying] = useState(false);

  if (playing) {
    return (
      <div className="relative aspect-video overflow-hidden rounded-sm bg-ink">
        <YoutubePlayer videoId={videoId} title={title} />
      </div>
    );
  }

  return (
    <a
      href={youtubeWatchUrl(videoId)}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        setPlaying(true);
      }}
      className="group relative block aspect-video overflow-hidden rounded-sm bg-ink-soft"
    >
      {poster.src && (
        // dimmed on a wrapper: the image's own opacity is its fade-in
        <span className="absolute inset-0 opacity-60">
          <SmartImage
            src={poster.src}
            alt=""
            fill
            sizes="(min-width: 1024px) 60rem, 100vw"
            className="object-cover [transition:opacity_300ms,transform_700ms_var(--ease-calm)] group-hover:scale-[1.02]"
          />
        </span>
      )}
      <span aria-hidden className="absolute inset-0 shade-film" />
      <span className="absolute inset-0 flex flex-col items-center justify-center gap-5 p-6 text-center text-paper">
        <span className="inline-flex size-20 items-center justify-center rounded-full bg-paper text-ink lift-lg transition-transform duration-500 ease-(--ease-calm) group-hover:scale-105 sm:size-24">
          <Play aria-hidden className="ml-1 size-8 fill-ink" />
        </span>
        <span className="font-display text-2xl sm:text-3xl">
          <span className="sr-only">Play film: </span>
          {title}
        </span>
      </span>
      <span className="absolute bottom-4 left-0 right-0 px-6 text-center text-xs text-muted-inverse">
        Plays from YouTube once you press play
      </span>
    </a>
  );
}
