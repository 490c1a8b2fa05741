import { youtubeEmbedUrl } from '../youtube-urls';

/**
 * YouTube's privacy-enhanced player, playing at once: what a film facade becomes when the
 * visitor presses play (the landing page's film, a project's films). It fills its positioned box.
 */
export function YoutubePlayer({ videoId, title }: { videoId: string; title: string }) {
  return (
    <iframe
      src={youtubeEmbedUrl(videoId)}
      title={title}
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
      className="absolute inset-0 size-full border-0"
    />
  );
}
