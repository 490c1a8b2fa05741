import { SESSION_HEADER, UPLOAD_PATH } from '../api-paths';
import { formatSize, MAX_FILES, MAX_TOTAL_BYTES, refusalFor } from '../limits';
import type { DraftFiles, UploadAnswer } from '../types';

// The files a visitor is attaching, in the browser: each picked file is checked against the
// limits, then sent on its own (two at a time, with its progress), and kept as the staged file
// the server answered with. The form sends their ids with the request. Plain state with
// listeners, read by the list through useSyncExternalStore.

export type Item = {
  key: string;
  name: string;
  size: number;
  /** 'PDF', 'JPEG', ... once the server has recognised it */
  type: string | null;
  state: 'queued' | 'uploading' | 'done' | 'failed';
  /** 0 to 1 */
  progress: number;
  id: string | null;
  message: string | null;
  /** an object URL of a picture, shown while it uploads and after */
  preview: string | null;
};

export type Snapshot = {
  items: readonly Item[];
  /** files refused before they were sent, from the last pick */
  refused: readonly string[];
  /** the last thing that happened, for the live region */
  status: string;
};

const AT_ONCE = 2;
const PREVIEWABLE = /^image\/(jpeg|png|webp)$/;
const INTERRUPTED = (name: string) =>
  `${name}: the upload was interrupted. Please check your connection and try again.`;
export const BLOCKED =
  'Some files could not be attached. Remove them, or try them again, before sending.';

let counter = 0;

export class Uploads {
  private state: Snapshot = { items: [], refused: [], status: '' };
  private files = new Map<string, File>();
  private requests = new Map<string, XMLHttpRequest>();
  private listeners = new Set<() => void>();
  private session: string | null;

  constructor(kept?: DraftFiles) {
    this.session = kept?.session ?? null;
    if (kept?.files.length) {
      this.state = {
        ...this.state,
        items: kept.files.map((f) => ({
          key: `kept-${f.id}`,
          name: f.name,
          size: f.size,
          type: f.type,
          state: 'done',
          progress: 1,
          id: f.id,
          message: null,
          preview: null,
        })),
      };
    }
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  snapshot = () => this.state;

  private set(next: Partial<Snapshot>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  private update(key: string, change: Partial<Item>, status?: string) {
    this.set({
      items: this.state.items.map((i) => (i.key === key ? { ...i, ...change } : i)),
      ...(status === undefined ? {} : { status }),
    });
  }

  /** Counted against the limits: everything but what failed. */
  private taken() {
    const kept = this.state.items.filter((i) => i.state !== 'failed');
    return { count: kept.length, bytes: kept.reduce((n, i) => n + i.size, 0) };
  }

  add(picked: readonly File[]) {
    const refused: string[] = [];
    const added: Item[] = [];
    const taken = this.taken();
    for (const file of picked) {
      const problem = refusalFor(file, taken);
      if (problem) {
        refused.push(problem);
        continue;
      }
      taken.count += 1;
      taken.bytes += file.size;
      const key = `f${++counter}`;
      this.files.set(key, file);
      added.push({
        key,
        name: file.name,
        size: file.size,
        type: null,
        state: 'queued',
        progress: 0,
        id: null,
        message: null,
        preview: PREVIEWABLE.test(file.type) ? URL.createObjectURL(file) : null,
      });
    }
    const names = added.map((i) => i.name).join(', ');
    this.set({
      items: [...this.state.items, ...added],
      refused,
      status: [added.length ? `Uploading ${names}.` : '', ...refused].filter(Boolean).join(' '),
    });
    this.pump();
  }

  /** Starts queued uploads; the first waits alone for the form session the server gives it. */
  private pump() {
    const uploading = this.state.items.filter((i) => i.state === 'uploading').length;
    const room = this.session ? AT_ONCE - uploading : uploading === 0 ? 1 : 0;
    for (const item of this.state.items.filter((i) => i.state === 'queued').slice(0, room))
      this.send(item.key);
  }

  private send(key: string) {
    const file = this.files.get(key);
    if (!file) return;
    const xhr = new XMLHttpRequest();
    this.requests.set(key, xhr);
    this.update(key, { state: 'uploading', progress: 0, message: null });
    xhr.open('POST', `${UPLOAD_PATH}?name=${encodeURIComponent(file.name)}`);
    if (this.session) xhr.setRequestHeader(SESSION_HEADER, this.session);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) this.update(key, { progress: e.loaded / e.total });
    };
    xhr.onload = () => this.answered(key, file.name, xhr.response as UploadAnswer | null);
    xhr.onerror = () => this.failed(key, INTERRUPTED(file.name));
    xhr.send(file);
  }

  private answered(key: string, name: string, answer: UploadAnswer | null) {
    this.requests.delete(key);
    if (answer?.session) this.session ??= answer.session;
    if (answer?.ok) {
      this.files.delete(key);
      this.update(
        key,
        { state: 'done', progress: 1, id: answer.file.id, type: answer.file.type },
        `${name} attached.`,
      );
    } else this.failed(key, answer?.message ?? INTERRUPTED(name));
    this.pump();
  }

  private failed(key: string, message: string) {
    this.requests.delete(key);
    this.update(key, { state: 'failed', message }, message);
    this.pump();
  }

  /** Tries a failed upload again (when its file is still at hand). */
  retry(key: string) {
    if (!this.files.has(key)) return;
    this.update(key, { state: 'queued', message: null });
    this.pump();
  }

  canRetry = (key: string) => this.files.has(key);

  remove(key: string) {
    const item = this.state.items.find((i) => i.key === key);
    if (!item) return;
    this.requests.get(key)?.abort();
    this.requests.delete(key);
    this.files.delete(key);
    if (item.preview) URL.revokeObjectURL(item.preview);
    if (item.id && this.session) {
      // the staged copy goes too; a removal that does not arrive is swept within a day
      void fetch(`${UPLOAD_PATH}/${item.id}`, {
        method: 'DELETE',
        headers: { [SESSION_HEADER]: this.session },
        keepalive: true,
      }).catch(() => {});
    }
    this.set({
      items: this.state.items.filter((i) => i.key !== key),
      refused: [],
      status: `${item.name} removed.`,
    });
    this.pump();
  }

  /** Waits for uploads under way; a message when some files could not be attached. */
  async settle(): Promise<string | null> {
    const busy = () =>
      this.state.items.some((i) => i.state === 'queued' || i.state === 'uploading');
    while (busy()) {
      await new Promise<void>((resolve) => {
        const stop = this.subscribe(() => {
          stop();
          resolve();
        });
      });
    }
    return this.state.items.some((i) => i.state === 'failed') ? BLOCKED : null;
  }

  /** What the request carries: the form session and the staged files' ids. */
  value() {
    const ids = this.state.items.flatMap((i) => (i.state === 'done' && i.id ? [i.id] : []));
    return ids.length > 0 && this.session ? { session: this.session, ids } : undefined;
  }

  /** After the request was sent: its files are its own now; the next starts afresh. */
  reset() {
    for (const item of this.state.items) if (item.preview) URL.revokeObjectURL(item.preview);
    this.files.clear();
    this.session = null;
    this.set({ items: [], refused: [], status: '' });
  }
}

/** '3 of 5 files, 12 MB of 50 MB' */
export function usage(items: readonly Item[]): string {
  const kept = items.filter((i) => i.state !== 'failed');
  const bytes = kept.reduce((n, i) => n + i.size, 0);
  return `${kept.length} of ${MAX_FILES} files, ${formatSize(bytes)} of ${formatSize(MAX_TOTAL_BYTES)}`;
}
