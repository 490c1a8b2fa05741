/**
 * The 11-character video id of a YouTube link in any of its usual forms
 * (embed, watch, youtu.be short link, shorts, /v/), or null.
 */
export function youtubeId(url: string): string | null {
  const trimmed = url.trim();
  if (/^[\w-]{11}$/.test(trimmed)) return trimmed;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') {
    candidate = parsed.pathname.split('/')[1];
  } else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = parsed.pathname.split('/');
    if (first === 'watch') candidate = parsed.searchParams.get('v');
    else if (first === 'embed' || first === 'v' || first === 'shorts' || first === 'live')
      candidate = second;
  }
  return candidate && /^[\w-]{11}$/.test(candidate) ? candidate : null;
}
