// A YouTube film's addresses from its id, for the film facades, which run in the browser: apart
// from youtube.ts, whose link parser only the server needs.

/**
 * The privacy-enhanced player address, which sets no cookies until the video plays; it starts
 * at once, and on a phone in the page rather than full screen.
 */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&modestbranding=1&playsinline=1`;
}

export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}
