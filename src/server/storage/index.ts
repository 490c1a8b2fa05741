import 'server-only';
import path from 'node:path';
import { env, type Env } from '@/env';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { StorageBackend } from './types';

export type { ObjectInfo, ObjectStream, StorageBackend } from './types';
export type { ByteRange, RangeResult } from './range';
export {
  assertValidKey,
  contentTypeFor,
  InvalidKeyError,
  isValidKey,
  keyFromMediaUrl,
  mediaUrl,
} from './keys';
export { contentRange, parseRange } from './range';
export { createLocalStorage } from './local';
export { createS3Storage, type S3Options } from './s3';

type State = { backend?: StorageBackend };
// one backend per process, also across dev-server module reloads
const state: State = ((globalThis as { __storage?: State }).__storage ??= {});

/** The local backend for a data directory: files under <dataDir>/uploads. */
export function localStorageAt(dataDir: string): StorageBackend {
  return createLocalStorage(path.join(dataDir, 'uploads'));
}

/** The media store a configuration names (`npm run doctor` checks one it has not started). */
export function storageFor(config: Env): StorageBackend {
  if (config.STORAGE !== 's3') return localStorageAt(config.DATA_DIR);
  return createS3Storage({
    bucket: config.S3_BUCKET!,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

/**
 * The configured media store. STORAGE=local (the default) keeps files under
 * DATA_DIR/uploads; STORAGE=s3 keeps them in an S3-compatible bucket. Either
 * way the app serves them at /media/<key>.
 */
export function getStorage(): StorageBackend {
  return (state.backend ??= storageFor(env()));
}

/** Lets tests and tools point the app at another backend. */
export function setStorage(backend: StorageBackend | undefined): void {
  state.backend = backend;
}
