// A stand-in for the server process in durability.int.test.ts: it opens the
// embedded database the way the server does and either takes submissions
// (printing 'ACK <id>' once each is committed, as the visitor's success notice
// would appear) until it is killed, or delivers the outbox once and exits.
// Run: node --import tsx --conditions=react-server durability-child.ts <mode> <dataDir> [smtpUrl]
import { sql } from 'drizzle-orm';
import { connect, migrate } from '@/server/db/connect';
import { deliverDueMail } from '@/server/mail/outbox';
import { smtpTransport } from '@/server/mail/transport';
import { submitConsultation } from '@/features/consultation/submit';

const [mode, dataDir, smtpUrl] = process.argv.slice(2);

const conn = await connect({ dataDir: dataDir! });
await migrate(conn);
await conn.db.execute(
  sql`insert into site_settings (id, contact_email, owner_name) values (1, 'owner@example.com', 'Elena Marsh') on conflict (id) do nothing`,
);
process.stdout.write('READY\n');

if (mode === 'submit') {
  for (let i = 1; ; i++) {
    const result = await submitConsultation(
      conn.db,
      {
        values: {
          name: `Visitor ${i}`,
          email: `visitor-${i}@example.com`,
          message: `Request number ${i}: a small pavilion to visualise.`,
        },
        meta: { honeypot: '', elapsedMs: 10_000, source: { page: '/request-consultation' } },
      },
      { headers: new Headers(), siteUrl: 'http://localhost:3000' },
    );
    if (!result.ok || !result.stored) throw new Error('submission refused');
    process.stdout.write(`ACK ${result.stored.id}\n`);
  }
} else if (mode === 'deliver') {
  const transport = smtpTransport({
    smtpUrl: smtpUrl!,
    from: 'site@example.com',
    dataDir: dataDir!,
    siteUrl: 'http://localhost:3000',
  });
  const report = await deliverDueMail(conn.db, transport);
  transport.close?.();
  await conn.close();
  process.stdout.write(`REPORT ${JSON.stringify(report)}\n`);
}
