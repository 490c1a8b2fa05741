import { browserLog } from '@/lib/browser-log';
import { loadOnce } from '@/lib/load-once';

// a fetch that fails (offline, a release that replaced the files) is tried again after these
const RETRY_MS = [3_000, 10_000, 30_000];
const log = browserLog('chunks');

/**
 * A chunk of a page's parts that the browser fetches only once its cue has come (`wake`): the
 * visitor reaching for a part of it. On the server `wanted` loads it at once, as the parts are
 * rendered into the HTML. A chunk that cannot be fetched after the retries leaves its parts as
 * the server drew them.
 */
export function chunkOnCue<M>(load: () => Promise<M>) {
  const fetchOnce = loadOnce(load);
  let wake: () => void = () => {};
  const woken = new Promise<void>((resolve) => (wake = resolve));
  let giveUp: () => void = () => {};
  const givenUp = new Promise<void>((resolve) => (giveUp = resolve));

  async function wanted(): Promise<M> {
    if (typeof window === 'undefined') return fetchOnce();
    await woken;
    for (let attempt = 0; ; attempt++) {
      try {
        return await fetchOnce();
      } catch (error) {
        const wait = RETRY_MS[attempt];
        if (wait === undefined) {
          log.error('the interactive parts could not be loaded', error);
          giveUp();
          return new Promise<never>(() => {});
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /** `givenUp` settles once the retries are spent, for parts that have no server HTML to keep. */
  return { wake: () => wake(), wanted, givenUp };
}

/** A chunk made by chunkOnCue. */
export type Chunk<M> = ReturnType<typeof chunkOnCue<M>>;
