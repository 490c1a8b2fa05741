import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '#test/databases';
import { archivedRows, backUp } from '#test/backup-site';
import { submitConsultation } from './submit';

// A backup is one snapshot: consultation requests that arrive while it is taken are in the archive
// with both their e-mails, or not at all.

describe.each(testDatabases())('a backup taken on $name while requests arrive', ({ open }) => {
  it('holds each request wholly (with its e-mails) or not at all', async () => {
    const conn = await open();
    const work = await mkdtemp(path.join(os.tmpdir(), 'backup-live-'));
    try {
      await conn.db.execute(
        sql`insert into site_settings (id, contact_email, owner_name) values (1, 'hello@example.com', 'Elena Marsh')`,
      );
      let stop = false;
      let accepted = 0;
      const submitter = async (n: number) => {
        // under the site-wide limit of the public forms (100 an hour), so none is kept as spam
        for (let i = 0; !stop && i < 25; i++) {
          await new Promise((r) => setTimeout(r, 15));
          const result = await submitConsultation(
            conn.db,
            {
              values: {
                name: `Visitor ${n}-${i}`,
                email: `v${n}.${i}@example.com`,
                company: 'Analytical Engines Ltd',
                projectType: 'commercial',
                budget: '15k-30k',
                timeline: 'Spring',
                message: 'Six exterior views of a mixed-use scheme, sent while the backup runs.',
                selectedService: 'architectural-visualization',
                preferredCurrency: 'GBP',
              },
              meta: { honeypot: '', elapsedMs: 12_000, source: {} },
            },
            { headers: new Headers(), siteUrl: 'http://localhost:3000' },
          );
          if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
          accepted++;
        }
      };
      let failure: unknown;
      const submitters = [1, 2, 3].map((n) =>
        submitter(n).catch((error: unknown) => {
          failure = error;
          stop = true;
        }),
      );
      const until = async (enough: () => boolean) => {
        while (!enough() && !failure) await new Promise((r) => setTimeout(r, 10));
        if (failure) throw failure;
      };
      await until(() => accepted >= 6);
      const file = path.join(work, 'live.tar');
      const before = accepted;
      await backUp(conn, path.join(work, 'media'), file);
      await Promise.all(submitters);
      if (failure) throw failure;

      const requests = (await archivedRows(file, 'consultation_requests')).map(
        (r) => `consultation:${r.id}`,
      );
      const mails = (await archivedRows(file, 'mail_outbox')).map((m) => String(m.ref));
      // everything accepted before the backup began is in it; more kept arriving meanwhile
      expect(requests.length).toBeGreaterThanOrEqual(before);
      expect(accepted).toBeGreaterThan(before);
      for (const ref of requests) expect(mails.filter((m) => m === ref)).toHaveLength(2);
      expect(mails.every((m) => requests.includes(m))).toBe(true);
    } finally {
      await conn.close();
      await rm(work, { recursive: true, force: true });
    }
  });
});
