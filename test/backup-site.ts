import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Connection } from '@/server/db/connect';
import {
  accounts,
  bookingDateRules,
  bookingDays,
  bookingEvents,
  bookingLinks,
  bookings,
  bookingSettings,
  consultationRequests,
  digestRuns,
  inboxEvents,
  inboxNotes,
  inboxReplies,
  legalPages,
  mailOutbox,
  missedAddresses,
  postOldSlugs,
  redirects,
  replySnippets,
  requestAttachments,
  siteSettings,
  twoFactors,
  users,
} from '@/server/db/schema';
import { allArt, seedIfEmpty } from '@/server/seed';
import { localStorageAt } from '@/server/storage';
import { transactionsOf } from '@/server/db/raw-sql';
import { writeBackup } from '@/server/backup/write-archive';
import { readArchive } from '@/server/backup/read-archive';
import { SKIPPED_TABLES, tableFile } from '@/server/backup/manifest';

// A site with something of everything a backup must carry, and ways to compare two sites.

/**
 * Seed content (two images), an edit, an uploaded image, a request with its booked call, its
 * attached file and its mail, a second admin with two-factor on.
 */
export async function fillSite(conn: Connection, dataDir: string): Promise<void> {
  const art = allArt()
    .filter((a) => /^(hero|logo)-/.test(a.name))
    .slice(0, 2);
  await seedIfEmpty(conn.db, { dataDir, log: () => {}, art });
  await conn.db.execute(
    sql`update projects set title = 'Edited: ' || title where id = (select min(id) from projects)`,
  );
  // the addresses: an earlier slug, a redirect with its hits, a missed address, a saved legal page
  await conn.db.execute(sql`update blog_posts set slug = 'renamed-post' where id = 1`);
  await conn.db.insert(postOldSlugs).values({ slug: 'first-post', postId: 1 });
  await conn.db.insert(redirects).values({
    source: '/old/Page.html',
    sourceKey: '/old/page.html',
    target: '/projects',
    status: 308,
    hits: 3,
    lastHitAt: new Date('2026-11-30T10:00:00Z'),
  });
  await conn.db.insert(missedAddresses).values({ day: '2026-11-30', path: '/gone', hits: 2 });
  await conn.db
    .insert(legalPages)
    .values({ id: 'privacy', title: 'Privacy', content: '<p>Mine</p>' });
  // the owner's own limits for the files sent with requests
  await conn.db.update(siteSettings).set({ attachmentsDailyMb: 300, attachmentsQuotaMb: 8192 });
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer();
  await localStorageAt(dataDir).putObject('uploads/2026/11/client-proof.png', png, 'image/png');
  const [request] = await conn.db
    .insert(consultationRequests)
    .values({
      name: 'Ada Client',
      email: 'ada@example.com',
      message: 'A new showroom, "quoted", ünïcode ✓',
      budget: '£10k',
    })
    .returning({ id: consultationRequests.id });
  // a file the visitor attached to the request, private to the admin
  const pdf = Buffer.from(
    '%PDF-1.7\n%\xe2\xe3\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n',
    'latin1',
  );
  const attachment = 'b'.repeat(32);
  await localStorageAt(dataDir).putObject(`attachments/${attachment}`, pdf, 'application/pdf');
  await conn.db.insert(requestAttachments).values({
    id: attachment,
    state: 'attached',
    consultationId: request!.id,
    filename: 'Plan für Küche.pdf',
    mimeType: 'application/pdf',
    size: pdf.length,
    sha256: createHash('sha256').update(pdf).digest('hex'),
  });
  await fillBooking(conn, request!.id);
  const [mail] = await conn.db
    .insert(mailOutbox)
    .values({
      kind: 'consultation',
      ref: `consultation:${request!.id}`,
      to: 'owner@example.com',
      subject: 'New consultation request',
      text: 'line one\nline two',
    })
    .returning({ id: mailOutbox.id });
  // the lead desk's facts: a reply with its outbox row, a note, a status change, a saved reply
  await conn.db.insert(inboxReplies).values({
    consultationId: request!.id,
    mailId: mail!.id,
    to: 'ada@example.com',
    subject: 'Re: Your consultation request',
    body: 'Dear Ada,\n\nTuesday at 10:00?',
    authorEmail: 'owner@example.com',
  });
  await conn.db.insert(inboxNotes).values({
    consultationId: request!.id,
    body: 'Budget flexible.',
    authorEmail: 'owner@example.com',
  });
  await conn.db.insert(inboxEvents).values({
    consultationId: request!.id,
    type: 'status',
    fromStatus: 'new',
    toStatus: 'read',
  });
  await conn.db
    .insert(replySnippets)
    .values({ name: 'First answer', body: 'Dear {first name}, thank you for {service}.' });
  await conn.db.insert(digestRuns).values({ day: '2026-11-30', mailId: mail!.id });
  const id = randomBytes(8).toString('hex');
  await conn.db.insert(users).values({
    id,
    name: 'Second Admin',
    email: 'second@example.com',
    emailVerified: true,
    role: 'admin',
    twoFactorEnabled: true,
  });
  await conn.db.insert(accounts).values({
    id: `${id}-a`,
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: 'salt:hash',
  });
  await conn.db.insert(twoFactors).values({
    id: `${id}-t`,
    userId: id,
    secret: 'encrypted-secret',
    backupCodes: 'encrypted-codes',
  });
}

/** A booked call of the request, its link and history, the availability and a day off. */
async function fillBooking(conn: Connection, requestId: number): Promise<void> {
  await conn.db.update(bookingSettings).set({ bufferMinutes: 20, maxPerDay: 3 });
  await conn.db
    .insert(bookingDateRules)
    .values({ startsOn: '2026-12-24', endsOn: '2026-12-28', kind: 'off', note: 'Christmas' });
  const startsAt = new Date('2026-12-08T10:00:00Z');
  const [call] = await conn.db
    .insert(bookings)
    .values({
      requestId: requestId,
      offering: 'general-consultation',
      startsAt,
      endsAt: new Date('2026-12-08T11:00:00Z'),
      blockedUntil: new Date('2026-12-08T11:15:00Z'),
      ownerDay: '2026-12-08',
      ownerTimeZone: 'Europe/London',
      visitorTimeZone: 'Australia/Sydney',
      uid: 'call-1@example.com',
    })
    .returning({ id: bookings.id });
  await conn.db.insert(bookingLinks).values({ tokenHash: 'abc123', bookingId: call!.id });
  await conn.db.insert(bookingEvents).values({
    bookingId: call!.id,
    requestId: requestId,
    kind: 'booked',
    actor: 'client',
    startsAt,
  });
  await conn.db.insert(bookingDays).values({ day: '2026-12-08' });
}

/** Every row of every backed-up table, as PostgreSQL writes it in JSON, sorted: equal means the same data. */
export async function siteRows(conn: Connection): Promise<Record<string, string[]>> {
  return transactionsOf(conn)(async (session) => {
    const tables = await session.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const out: Record<string, string[]> = {};
    for (const { name } of tables) {
      if (SKIPPED_TABLES.includes(name)) continue;
      const rows = await session.query<{ j: string }>(
        `select row_to_json(t)::text as j from public."${name}" t`,
      );
      out[name] = rows.map((r) => r.j).sort();
    }
    return out;
  });
}

/** Every file under `root`, by relative path, with its bytes. */
export async function filesUnder(root: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else out.set(path.relative(root, full), await readFile(full));
    }
  };
  await walk(root);
  return out;
}

/** Backs up the site on `conn` with its media under dataDir/uploads into `file`. */
export async function backUp(conn: Connection, dataDir: string, file: string) {
  return writeBackup(createWriteStream(file), {
    engine: conn.kind,
    inTransaction: transactionsOf(conn),
    storage: localStorageAt(dataDir),
    authSecret: TEST_AUTH_SECRET,
  });
}

/**
 * The identifier initdb gave the database cluster; a copied data directory keeps it, so a
 * restored database shows whether it began as a copy of a template or from initdb.
 */
export async function clusterIdentity(conn: Connection): Promise<string> {
  const { rows } = await conn.db.execute<{ id: string }>(
    sql`select system_identifier::text as id from pg_control_system()`,
  );
  return rows[0]!.id;
}

/** The secret the test sites "signed" with: a restore must hand it on. */
export const TEST_AUTH_SECRET = 'test-secret-of-the-backed-up-site-0123456789';

/** The rows an archive holds for one table, parsed. */
export async function archivedRows(
  file: string,
  table: string,
): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  await readArchive(file, async (name, _size, body) => {
    if (name !== tableFile(table)) {
      for await (const _ of body);
      return;
    }
    for await (const line of createInterface({
      input: body.pipe(createGunzip()),
      crlfDelay: Infinity,
    })) {
      if (line) rows.push(JSON.parse(line));
    }
  });
  return rows;
}
