/**
 * One fetch of code or data that several callers may ask for: every call shares the first one's
 * promise, and a failed one (offline, a new release replaced the files) is forgotten so the next
 * call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
