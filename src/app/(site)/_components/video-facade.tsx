'use client';

import { useState } from 'react';
import { Play } from '@/components/ui/icons/play';
import { YoutubePlayer } from '@/features/projects/components/youtube-player';
import { youtubeWatchUrl } from '@/features/projects/youtube-urls';
import { isPlainClick } from '@/lib/plain-click';

type Props = { videoId: string; title: string };

/**
 * A poster that becomes the YouTube player only when asked: nothing is fetched from
 * YouTube (no script, no cookie, no thumbnail) until the visitor presses play, and
 * then the privacy-enhanced player is used. The poster is a link to the film on YouTube, which
 * it is until its script has come (the visitor reaching for it fetches it) and without script.
 */
export function VideoFacade({ videoId, title }: Props) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return <YoutubePlayer videoId={videoId} title={title} />;
  }
  return (
    <a
      href={youtubeWatchUrl(videoId)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        setPlaying(true);
      }}
      className="group absolute inset-0 size-full cursor-pointer overflow-hidden"
    >
      <span className="sr-only">Play video: {title}</span>
      <span aria-hidden className="absolute inset-0 bg-ink-soft">
        <span className="absolute inset-0 bg-[radial-gradient(ellipse_at_30%_20%,rgb(165_131_90/0.28),transparent_65%)] transition-transform duration-700 ease-(--ease-calm) group-hover:scale-[1.03]" />
        <span className="absolute inset-0 grid-lines bg-[size:3rem_3rem]" />
      </span>
      <span
        aria-hidden
        className="absolute inset-0 bg-ink/30 transition-colors duration-500 group-hover:bg-ink/15"
      />
      <span
        aria-hidden
        className="absolute left-1/2 top-1/2 flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-paper/95 text-ink lift-lg transition-transform duration-500 ease-(--ease-calm) group-hover:scale-110 sm:size-20"
      >
        <Play className="ml-1 size-5 fill-current sm:size-6" />
      </span>
    </a>
  );
}
