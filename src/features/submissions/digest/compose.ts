import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { renderMail, type MailMessage } from '@/server/mail';
import { serviceTitle } from '@/features/consultation/options';
import { loadAwaiting, type Waiting } from '../awaiting';
import { callsBetween } from '../lead/booking';
import type { LeadSettings } from '../lead/lead-item';
import { promiseLabel, promiseState } from '../promise';
import { zonedDate, zonedTime } from '../zoned';
import type { DigestDay } from './schedule';

// The owner's daily digest: what arrived since yesterday's, who still waits for an answer (and
// for how long), today's booked calls and yesterday's visitors, with links into the inbox.

const LIST = 10;
const DAY = 86_400_000;
const number = new Intl.NumberFormat('en-GB');

type Arrival = {
  kind: 'contact' | 'consultation';
  id: number;
  name: string;
  topic: string | null;
  createdAt: Date;
};

async function arrivals(db: Db, since: Date): Promise<{ items: Arrival[]; total: number }> {
  const from = since.toISOString();
  const result = await db.execute(sql`
    select kind, id, name, topic, created_at, count(*) over ()::int as total from (
      select 'contact' as kind, id, name, subject as topic, created_at from contact_submissions
       where status <> 'spam' and created_at > ${from}::timestamptz
      union all
      select 'consultation', id, name, selected_service, created_at from consultation_requests
       where status <> 'spam' and created_at > ${from}::timestamptz) a
    order by created_at desc, kind, id desc limit ${LIST}`);
  const rows = result.rows as Record<string, unknown>[];
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map((r) => ({
      kind: r.kind as Arrival['kind'],
      id: Number(r.id),
      name: String(r.name),
      topic: (r.topic as string | null) ?? null,
      createdAt: new Date(r.created_at as string | Date),
    })),
  };
}

async function visitorsOn(db: Db, day: string): Promise<{ views: number; visitors: number }> {
  const result = await db.execute(sql`
    select views, visitors from visitor_daily
     where day = ${day}::date and dimension = 'site' and key = ''`);
  const row = result.rows[0] as { views: number; visitors: number } | undefined;
  return { views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${number.format(n)} ${n === 1 ? one : many}`;

export async function digestMail(
  db: Db,
  {
    now,
    day,
    siteUrl,
    settings,
    to,
  }: { now: Date; day: DigestDay; siteUrl: string; settings: LeadSettings; to: string },
): Promise<MailMessage> {
  const zone = settings.timeZone;
  const open = (item: { kind: string; id: number }) =>
    `${siteUrl}/admin/${item.kind === 'contact' ? 'submissions' : 'consultations'}?open=${item.kind}:${item.id}`;
  // yesterday's visitors as the counter keeps them: by UTC day
  const yesterday = new Date(day.start.getTime() - 1).toISOString().slice(0, 10);
  const [fresh, waiting, calls, visits] = await Promise.all([
    arrivals(db, new Date(now.getTime() - DAY)),
    loadAwaiting(db, now, LIST),
    callsBetween(db, day.start, day.end),
    visitorsOn(db, yesterday),
  ]);
  const line = (w: Waiting) =>
    `${w.name}, received ${zonedDate(w.createdAt, zone)}: ${promiseLabel(promiseState({ ...w, firstResponseAt: null, status: 'new' }, now))}. ${open(w)}`;
  const paragraphs = [
    `New in the last 24 hours: ${plural(fresh.total, 'message')}.`,
    ...fresh.items.map(
      (a) =>
        `${a.name} (${a.kind === 'contact' ? a.topic || 'contact form' : serviceTitle(a.topic ?? '')}), ${zonedTime(a.createdAt, zone)}. ${open(a)}`,
    ),
    waiting.total === 0
      ? 'Nobody is waiting for a reply.'
      : `Waiting for your reply: ${number.format(waiting.total)}, ${number.format(waiting.overdue)} past the 24 hours. The longest waiting:`,
    ...waiting.oldest.map(line),
    calls.length === 0
      ? 'Calls today: none booked.'
      : `Calls today: ${calls.map((c) => `${zonedTime(c.at, zone)} ${c.name}`).join('; ')}.`,
    `Yesterday's visitors: ${plural(visits.visitors, 'visitor')}, ${plural(visits.views, 'page view')}.`,
  ];
  const { text, html } = renderMail({
    heading: `Your digest for ${zonedDate(now, zone)}`,
    paragraphs,
    action: { label: 'Open the inbox', url: `${siteUrl}/admin/consultations?awaiting=1` },
    footnote: `Sent every day at ${String(settings.digestHour ?? 0).padStart(2, '0')}:00 (${zone}). Turn it off in the inbox, under Daily digest.`,
  });
  return {
    kind: 'lead-digest',
    to,
    subject: `Digest: ${plural(waiting.total, 'reply', 'replies')} waiting, ${plural(fresh.total, 'new message')}`,
    text,
    html,
  };
}
