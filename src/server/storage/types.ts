import type { ByteRange } from './range';

export type ObjectInfo = {
  key: string;
  size: number;
  lastModified: Date;
  contentType: string;
  /** A strong validator for the current bytes under the key. */
  etag: string;
};

export type ObjectStream = { info: ObjectInfo; body: ReadableStream<Uint8Array> };

/** What the app needs from a place to keep media. The local disk is one; an S3 bucket can be another. */
export interface StorageBackend {
  readonly kind: 'local' | 's3';
  putObject(key: string, bytes: Uint8Array, contentType: string): Promise<ObjectInfo>;
  /**
   * Stores the file at `filePath` (a finished upload spooled to disk) under the
   * key, streaming it so large videos never sit in memory. The file may be moved.
   */
  putFile(key: string, filePath: string, contentType: string): Promise<ObjectInfo>;
  /** The object's bytes, or the inclusive byte range of them; null when there is no such object. */
  getObjectStream(key: string, range?: ByteRange): Promise<ObjectStream | null>;
  statObject(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; a missing object is not an error. */
  deleteObject(key: string): Promise<void>;
  /**
   * Every stored object, in key order, a page at a time (backups copy them all); with `prefix`
   * (a folder such as 'attachments/'), only the objects under it.
   */
  listObjects(prefix?: string): AsyncIterable<ObjectInfo>;
  /**
   * Resolves when the store can take a write: the uploads folder takes a file, the bucket
   * answers. Readiness (/readyz) and `npm run doctor` ask it; it writes nothing that stays.
   */
  checkReady(): Promise<void>;
}
