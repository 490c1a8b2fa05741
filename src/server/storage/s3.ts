import 'server-only';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertValidKey, contentTypeFor, isValidKey } from './keys';
import type { ByteRange } from './range';
import type { ObjectInfo, ObjectStream, StorageBackend } from './types';

export type S3Options = {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (MinIO, s3rver, most self-hosted stores) rather than in the host name */
  forcePathStyle?: boolean;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

type Sdk = typeof import('@aws-sdk/client-s3');
// The SDK is loaded on a bucket's first use: a site that keeps its media on disk never holds
// its code in memory (ADR 012).
let sdkLoading: Promise<Sdk> | undefined;
const loadSdk = () => (sdkLoading ??= import('@aws-sdk/client-s3'));

function isMissing(sdk: Sdk, error: unknown): boolean {
  if (error instanceof sdk.S3ServiceException) {
    return (
      error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata?.httpStatusCode === 404
    );
  }
  return false;
}

/**
 * Media in any S3-compatible bucket. Keys are the same as on local disk, and the
 * app keeps serving them at /media/<key>, so URLs stored in content do not
 * depend on where the bytes live.
 */
export function createS3Storage(options: S3Options): StorageBackend {
  let connecting: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (connecting ??= loadSdk().then((sdk) => ({ sdk, client: newClient(sdk, options) })));
  const Bucket = options.bucket;

  const head = async (key: string): Promise<ObjectInfo | null> => {
    const { sdk, client } = await connect();
    try {
      const out = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
      return {
        key,
        size: out.ContentLength ?? 0,
        lastModified: out.LastModified ?? new Date(0),
        contentType: contentTypeFor(key),
        etag: out.ETag ?? `"${(out.ContentLength ?? 0).toString(16)}"`,
      };
    } catch (error) {
      if (isMissing(sdk, error)) return null;
      throw error;
    }
  };

  const stored = async (key: string): Promise<ObjectInfo> => {
    const info = await head(key);
    if (!info) throw new Error(`The object ${key} was not found right after it was stored.`);
    return info;
  };

  return {
    kind: 's3',

    async checkReady() {
      const { sdk, client } = await connect();
      // the caller bounds the whole wait (the SDK's retries included); each try has its own bound
      await client.send(new sdk.HeadBucketCommand({ Bucket }), { requestTimeout: 5_000 });
    },

    async putObject(key, bytes, contentType) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
      return stored(key);
    },

    async putFile(key, filePath, contentType) {
      assertValidKey(key);
      const { size } = await stat(filePath);
      const { sdk, client } = await connect();
      // one PUT streamed from disk (S3 takes up to 5 GB so), with its length known up front
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(filePath),
          ContentLength: size,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
      return stored(key);
    },

    async statObject(key) {
      if (!isValidKey(key)) return null;
      return head(key);
    },

    async getObjectStream(key, range?: ByteRange): Promise<ObjectStream | null> {
      if (!isValidKey(key)) return null;
      const { sdk, client } = await connect();
      try {
        const out = await client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!out.Body) return null;
        const total = out.ContentRange ? Number(out.ContentRange.split('/')[1]) : out.ContentLength;
        return {
          info: {
            key,
            size: Number.isFinite(total) ? Number(total) : 0,
            lastModified: out.LastModified ?? new Date(0),
            contentType: contentTypeFor(key),
            etag: out.ETag ?? '""',
          },
          body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        };
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },

    async deleteObject(key) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *listObjects(prefix?: string) {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, ContinuationToken, Prefix: prefix || undefined }),
        );
        for (const item of page.Contents ?? []) {
          if (!item.Key || !isValidKey(item.Key)) continue;
          yield {
            key: item.Key,
            size: item.Size ?? 0,
            lastModified: item.LastModified ?? new Date(0),
            contentType: contentTypeFor(item.Key),
            etag: item.ETag ?? '""',
          };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

function newClient(sdk: Sdk, options: S3Options): S3Client {
  return new sdk.S3Client({
    region: options.region ?? 'us-east-1',
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // checksums on every request are not understood by every S3-compatible store
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
