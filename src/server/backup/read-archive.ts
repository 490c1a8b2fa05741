import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  MANIFEST_NAME,
  manifestSchema,
  type Manifest,
} from './manifest';

/** The archive cannot be used: truncated, damaged, or not a site backup at all. */
export class ArchiveError extends Error {}

const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

export type EntryHandler = (name: string, size: number, body: Readable) => Promise<void>;

/**
 * Reads the archive from end to end, checking every file against the manifest (its last entry):
 * sizes, SHA-256s, nothing missing, nothing extra. Returns the manifest; throws an ArchiveError
 * naming the first problem. `onEntry`, when given, also receives each file's bytes as they are read
 * (it must consume them), so a restore checks and copies in one pass.
 */
export async function readArchive(file: string, onEntry?: EntryHandler): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | null = null;
  const extract = tar.extract();
  const input = createReadStream(file);
  input.on('error', (error) => extract.destroy(error));
  input.pipe(extract as never);
  try {
    for await (const entry of extract) {
      const { name, size = 0, type } = entry.header;
      if (manifestText !== null) throw new ArchiveError(`it has data after its manifest (${name})`);
      if (type !== 'file')
        throw new ArchiveError(`it holds something that is not a file (${name})`);
      if (seen.has(name)) throw new ArchiveError(`it holds ${name} twice`);
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      const isManifest = name === MANIFEST_NAME;
      if (isManifest && size > MANIFEST_MAX_BYTES)
        throw new ArchiveError('its manifest is implausibly large');
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          if (isManifest) chunks.push(chunk);
          callback(null, chunk);
        },
      });
      // the handler reads at its own pace; the archive is read no faster
      const copied = pipeline(entry as unknown as Readable, hashing);
      const consumed = onEntry && !isManifest ? onEntry(name, size, hashing) : drain(hashing);
      await Promise.all([copied, consumed]);
      if (isManifest) manifestText = Buffer.concat(chunks).toString('utf8');
      else seen.set(name, { size, sha256: hash.digest('hex') });
    }
  } catch (error) {
    input.destroy();
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(`it is truncated or not a tar archive (${(error as Error).message})`);
  }
  if (manifestText === null)
    throw new ArchiveError('it has no manifest: it is incomplete or not a site backup');
  const manifest = parseManifest(manifestText);
  for (const listed of manifest.files) {
    const got = seen.get(listed.path);
    if (!got) throw new ArchiveError(`${listed.path} is missing`);
    if (got.size !== listed.size || got.sha256 !== listed.sha256) {
      throw new ArchiveError(`${listed.path} does not match its checksum`);
    }
    seen.delete(listed.path);
  }
  const extra = seen.keys().next();
  if (!extra.done) throw new ArchiveError(`${extra.value} is not listed in its manifest`);
  return manifest;
}

async function drain(stream: Readable): Promise<void> {
  for await (const _ of stream);
}

function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ArchiveError('its manifest is damaged');
  }
  const format = (json as { format?: unknown })?.format;
  if (format !== ARCHIVE_FORMAT) throw new ArchiveError('it is not a backup of this site software');
  const version = Number((json as { version?: unknown }).version);
  if (version > ARCHIVE_VERSION) {
    throw new ArchiveError(
      `it was written in archive format ${version}; this version of the site reads format ${ARCHIVE_VERSION}`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new ArchiveError('its manifest is damaged');
  return parsed.data;
}
