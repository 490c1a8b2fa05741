import { createHash } from 'node:crypto';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jpegFile, pdfFile, pngFile, heicFile, zipFile } from '#test/attachment-files';
import { testDatabases } from '#test/databases';
import { fileTestSite } from '#test/file-site';
import { emptiedForEachTest } from '#test/emptied-database';
import { current } from '#test/request-context';
import { startTestS3, type TestS3 } from '#test/s3-server';
import type { Connection } from '@/server/db/connect';
import {
  consultationRequests,
  mailOutbox,
  mediaLibrary,
  requestAttachments,
} from '@/server/db/schema';
import {
  createLocalStorage,
  createS3Storage,
  setStorage,
  type StorageBackend,
} from '@/server/storage';
import { attachmentKey, thumbnailKey } from '@/server/attachments/keys';
import { removeStagedAttachments, sweepAttachments } from '@/server/attachments/sweep';
import { prunePass } from '@/server/maintenance/prune';
import { submitConsultation } from '@/features/consultation/submit';
import { applyBulk } from '@/features/submissions/bulk';
import { csvLines } from '@/features/submissions/csv';
import { downloadAttachment } from './download';
import { attachmentsIntake } from './intake';
import { removeFilesOfDeletedRequests } from './removal';
import { newSessionToken, sessionHash } from './session';
import { stageAttachment } from './stage';

// A visitor's files, from the upload to the owner's download and their deletion, on both
// databases and both storage back ends (the local disk and an S3 bucket on s3rver): staged in
// the visitor's form session, attached with the request in its own transaction, private to
// the admin, and removed with the request, or a day after the request was never sent.

const SITE = 'http://localhost:3371';
const { dataDir, remove: removeDataDir } = fileTestSite('attachments-int', SITE, { signsIn: true });

vi.mock('@/server/db', async () => (await import('#test/request-context')).mockDb());
vi.mock('next/headers', async () => (await import('#test/request-context')).mockHeaders());
vi.mock('next/cache', async () => (await import('#test/request-context')).mockCache());

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3('attachments-test');
});
afterAll(async () => {
  setStorage(undefined);
  await s3?.stop();
  removeDataDir();
});

const backends: { name: string; make: () => StorageBackend }[] = [
  { name: 'local', make: () => createLocalStorage(path.join(dataDir, 'uploads')) },
  {
    name: 's3',
    make: () =>
      createS3Storage({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
      }),
  },
];

/** Bytes as a browser streams them: in 64 KB pieces. */
export function streamOf(bytes: Buffer, piece = 64 * 1024): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + piece)));
      at += piece;
    },
  });
}

const request = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Six exterior views of a mixed-use scheme in Bristol, for planning.',
  selectedService: 'architectural-visualization',
  preferredCurrency: 'GBP',
};
const human = { honeypot: '', elapsedMs: 12_000, source: {} };
const context = { headers: new Headers(), siteUrl: SITE };
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(testDatabases())('attachments on $name', ({ open }) => {
  const fresh = emptiedForEachTest(open);

  describe.each(backends)('with $name storage', ({ make }) => {
    let conn: Connection;
    let storage: StorageBackend;
    let token: string;
    const fx: Record<string, Buffer> = {};

    beforeAll(async () => {
      fx.pdf = pdfFile(300_000);
      fx.jpeg = await jpegFile(1600, 1200);
      fx.png = await pngFile();
      fx.zip = zipFile({ 'brief.txt': 'A house by the sea.', 'plan.txt': 'Ground floor' });
      fx.heic = heicFile();
    });
    beforeEach(async () => {
      conn = await fresh();
      current.db = conn.db;
      storage = make();
      setStorage(storage);
      // each test starts from an empty folder, as from an empty database
      for await (const object of storage.listObjects('attachments/'))
        await storage.deleteObject(object.key);
      token = newSessionToken();
      await conn.db.execute(
        sql`insert into site_settings (id, contact_email, owner_name) values (1, 'hello@elenamarsh.studio', 'Elena Marsh')`,
      );
    });

    const stage = (bytes: Buffer, name: string, session = token) =>
      stageAttachment(
        { body: streamOf(bytes), filename: name, declaredLength: bytes.length },
        { db: conn.db, sessionHash: sessionHash(session), address: null, storage },
      );
    const rows = () =>
      conn.db.select().from(requestAttachments).orderBy(requestAttachments.position);
    const send = (ids: string[], session = token) =>
      submitConsultation(
        conn.db,
        { values: request, meta: human, attachments: { session, ids } },
        context,
      );

    it('stages each accepted format in the form session, privately, with thumbnails for pictures', async () => {
      const staged = [
        await stage(fx.pdf!, 'plan.pdf'),
        await stage(fx.jpeg!, 'site photo.jpg'),
        await stage(fx.png!, 'sketch.png'),
        await stage(fx.zip!, 'references.zip'),
        await stage(fx.heic!, 'IMG_0042.HEIC'),
      ];
      expect(staged.map((f) => [f.name, f.type])).toEqual([
        ['plan.pdf', 'PDF'],
        ['site photo.jpg', 'JPEG'],
        ['sketch.png', 'PNG'],
        ['references.zip', 'ZIP'],
        ['IMG_0042.HEIC', 'HEIC'],
      ]);
      const stored = await rows();
      expect(
        stored.every((r) => r.state === 'staged' && r.sessionHash === sessionHash(token)),
      ).toBe(true);
      expect(stored.map((r) => [r.mimeType, r.hasThumbnail])).toEqual(
        expect.arrayContaining([
          ['application/pdf', false],
          ['image/jpeg', true],
          ['image/png', true],
          ['application/zip', false],
          ['image/heic', false],
        ]),
      );
      const pdf = stored.find((r) => r.mimeType === 'application/pdf')!;
      expect(pdf.sha256).toBe(sha(fx.pdf!));
      expect((await storage.statObject(attachmentKey(pdf.id)))?.size).toBe(fx.pdf!.length);
      const jpeg = stored.find((r) => r.mimeType === 'image/jpeg')!;
      expect([jpeg.width, jpeg.height]).toEqual([1600, 1200]);
      expect(await storage.statObject(thumbnailKey(jpeg.id))).not.toBeNull();
      // never the media library's, never under a public address
      expect(await conn.db.$count(mediaLibrary)).toBe(0);
      const { GET } = await import('@/app/media/[...key]/route');
      const media = await GET(new Request(`${SITE}/media/attachments/${pdf.id}`), {
        params: Promise.resolve({ key: ['attachments', pdf.id] }),
      });
      expect(media.status).toBe(404);
    });

    it('stores the request and attaches its files in one step, and names them in the owner mail', async () => {
      const a = await stage(fx.pdf!, 'plan.pdf');
      const b = await stage(fx.jpeg!, 'photo.jpg');
      const result = await send([b.id, a.id]);
      expect(result).toMatchObject({ ok: true, stored: { status: 'new' } });
      const [row] = await conn.db.select().from(consultationRequests);
      const attached = await rows();
      expect(
        attached.map((r) => [r.id, r.state, r.consultationId, r.position, r.sessionHash]),
      ).toEqual([
        [b.id, 'attached', row!.id, 0, null],
        [a.id, 'attached', row!.id, 1, null],
      ]);
      const [owner] = await conn.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'consultation-owner'));
      expect(owner!.text).toContain('2 files came with the request');
      expect(owner!.text).toContain('photo.jpg (JPEG,');
      expect(owner!.text).toContain('plan.pdf (PDF, 293 KB)');
      expect(owner!.text).toContain(`${SITE}/admin/consultations?open=consultation:${row!.id}`);
      // named and linked, never attached
      expect(owner!.text).not.toContain('%PDF');
      expect(JSON.stringify(owner)).not.toMatch(/attachments":\s*\[\s*\{/);
    });

    it("refuses files of another visitor's session, storing nothing", async () => {
      const theirs = await stage(fx.pdf!, 'their-plan.pdf', newSessionToken());
      const result = await send([theirs.id]);
      expect(result).toMatchObject({ ok: false, reason: 'invalid' });
      expect(Object.keys((result as { fieldErrors: object }).fieldErrors)).toEqual(['attachments']);
      expect(await conn.db.$count(consultationRequests)).toBe(0);
      expect(await conn.db.$count(mailOutbox)).toBe(0);
      expect((await rows())[0]).toMatchObject({ state: 'staged', consultationId: null });
    });

    it('keeps the request from being stored when a file goes between the check and the commit', async () => {
      const file = await stage(fx.png!, 'sketch.png');
      const checked = await attachmentsIntake('consultation').check(conn.db, {
        session: token,
        ids: [file.id],
      });
      expect(checked.ok).toBe(true);
      await removeStagedAttachments(conn.db, storage, sessionHash(token), [file.id]);
      await expect(
        conn.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(consultationRequests)
            .values({ name: 'A', email: 'a@example.com', message: 'x'.repeat(12) })
            .returning({ id: consultationRequests.id });
          if (checked.ok) await checked.take(tx as never, row!.id);
        }),
      ).rejects.toThrow(/no longer waiting/);
      expect(await conn.db.$count(consultationRequests)).toBe(0);
    });

    it('gives the admin the bytes as a sandboxed download with the sniffed type, and 404 for anything else', async () => {
      const pdf = await stage(fx.pdf!, 'Plan für Küche ✓.pdf');
      const jpeg = await stage(fx.jpeg!, 'photo.jpg');
      const loose = await stage(fx.png!, 'staged.png');
      await send([pdf.id, jpeg.id]);
      const get = (id: string, query = '') =>
        downloadAttachment(new Request(`${SITE}/api/admin/attachments/${id}${query}`), id, true);

      const file = await get(pdf.id);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="Plan fur Kuche _.pdf"; filename*=UTF-8''Plan%20f%C3%BCr%20K%C3%BCche%20%E2%9C%93.pdf`,
      );
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await file.arrayBuffer()).equals(fx.pdf!)).toBe(true);

      const thumb = await get(jpeg.id, '?thumbnail');
      expect(thumb.headers.get('content-type')).toBe('image/webp');
      expect(thumb.headers.get('content-disposition')).toBe('inline');

      for (const [id, query] of [
        [loose.id, ''], // staged, not sent: nobody's yet
        [pdf.id, '?thumbnail'], // a PDF has no thumbnail
        ['0'.repeat(32), ''],
        ['../../etc/passwd', ''],
        [pdf.id.toUpperCase(), ''],
      ] as const) {
        const answer = await get(id, query);
        expect(answer.status, `${id}${query}`).toBe(404);
      }

      // a visitor, and anyone without the admin's session, gets the same 404 from the route
      const { GET } = await import('@/app/api/admin/attachments/[id]/route');
      const route = await GET(new Request(`${SITE}/api/admin/attachments/${pdf.id}`), {
        params: Promise.resolve({ id: pdf.id }),
      });
      expect(route.status).toBe(404);
      expect(await route.text()).toBe('Not found');
    });

    it('deletes the files with their request: one delete, a bulk delete, emptying the spam purge', async () => {
      const one = await stage(fx.pdf!, 'one.pdf');
      await send([one.id]);
      const twoToken = newSessionToken();
      const two = await stage(fx.png!, 'two.png', twoToken);
      await send([two.id], twoToken);
      const spamToken = newSessionToken();
      const spam = await stage(fx.zip!, 'spam.zip', spamToken);
      await submitConsultation(
        conn.db,
        {
          values: request,
          meta: { ...human, honeypot: 'x' },
          attachments: { session: spamToken, ids: [spam.id] },
        },
        context,
      );
      const ids = (
        await conn.db.select({ id: consultationRequests.id }).from(consultationRequests)
      ).map((r) => r.id);
      expect(ids).toHaveLength(3);

      await conn.db.delete(consultationRequests).where(eq(consultationRequests.id, ids[0]!));
      await removeFilesOfDeletedRequests();
      expect(await storage.statObject(attachmentKey(one.id))).toBeNull();
      expect((await rows()).map((r) => r.id).sort()).toEqual([two.id, spam.id].sort());

      await applyBulk(conn.db, 'consultation', 'delete', { ids: [ids[1]!] });
      await removeFilesOfDeletedRequests();
      expect(await storage.statObject(attachmentKey(two.id))).toBeNull();
      expect(await storage.statObject(thumbnailKey(two.id))).toBeNull();

      // spam keeps its files until the purge takes the request
      await conn.db.execute(
        sql`update consultation_requests set created_at = now() - interval '40 days'`,
      );
      await prunePass(conn.db, { intervalMs: 0, spamRetentionDays: 30 });
      expect(await sweepAttachments(conn.db, storage)).toMatchObject({ detached: 1 });
      expect(await storage.statObject(attachmentKey(spam.id))).toBeNull();
      expect(await conn.db.$count(requestAttachments)).toBe(0);
    });

    it('sweeps files staged a day ago and never sent, and stray bytes, but nothing younger', async () => {
      const old = await stage(fx.jpeg!, 'old.jpg');
      const young = await stage(fx.pdf!, 'young.pdf');
      await conn.db.execute(
        sql`update request_attachments set created_at = now() - interval '25 hours' where id = ${old.id}`,
      );
      const stray = 'f'.repeat(32);
      await storage.putObject(attachmentKey(stray), new Uint8Array([1, 2, 3]), 'application/pdf');
      expect(await sweepAttachments(conn.db, storage)).toEqual({
        staged: 1,
        detached: 0,
        orphans: 0,
      });
      // a stray younger than the grace period may be an upload whose row is on its way
      expect(await storage.statObject(attachmentKey(stray))).not.toBeNull();
      expect(await sweepAttachments(conn.db, storage, { orphanGraceMs: 0 })).toEqual({
        staged: 0,
        detached: 0,
        orphans: 1,
      });
      for (const key of [attachmentKey(old.id), thumbnailKey(old.id), attachmentKey(stray)])
        expect(await storage.statObject(key), key).toBeNull();
      expect((await rows()).map((r) => r.id)).toEqual([young.id]);
      expect(await storage.statObject(attachmentKey(young.id))).not.toBeNull();
    });

    it('removes a staged file for its own session only, before sending', async () => {
      const file = await stage(fx.pdf!, 'plan.pdf');
      expect(
        await removeStagedAttachments(conn.db, storage, sessionHash(newSessionToken()), [file.id]),
      ).toBe(0);
      expect(await removeStagedAttachments(conn.db, storage, sessionHash(token), [file.id])).toBe(
        1,
      );
      expect(await storage.statObject(attachmentKey(file.id))).toBeNull();
      expect(await conn.db.$count(requestAttachments)).toBe(0);
    });

    it('names the files in the CSV export', async () => {
      const a = await stage(fx.pdf!, 'plan.pdf');
      const b = await stage(fx.png!, 'sketch.png');
      await send([a.id, b.id]);
      const [row] = await conn.db.select().from(consultationRequests);
      const csv = await csvLines(conn.db, 'consultation', [
        { kind: 'consultation', id: row!.id, at: '' },
      ]);
      expect(csv).toContain('"plan.pdf; sketch.png"');
    });
  });
});
