import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import {
  BUDGETS,
  PROJECT_TYPES,
  SERVICE_TITLES,
  type Option,
} from '@/features/consultation/options';
import { SOURCE_KEYS } from '@/lib/request-source';
import { eachKeyBatch, type InboxFilter, type InboxTab, type Key } from './queries';

// CSV of what the inbox filter matches, streamed one batch of lines at a time.
// The database writes each batch's lines (one string per batch): building them
// in JavaScript made several strings and objects per cell, and with 100,000 rows
// that garbage, not the rows, was most of the export's memory.
//
// Cells are always quoted; a cell that a spreadsheet would run as a formula
// (starting with =, +, -, @, a tab or a carriage return) is prefixed with an
// apostrophe, which spreadsheets show as text and do not evaluate.

/** The CSV cell of a text expression (NULL is an empty cell). */
function cell(value: SQL): SQL {
  return sql`'"' || replace(
    case when left(coalesce(${value}, ''), 1) in ('=', '+', '-', '@', E'\\t', E'\\r')
      then '''' || ${value} else coalesce(${value}, '') end,
    '"', '""') || '"'`;
}

const labels = (options: Record<string, Option[]>) =>
  Object.fromEntries(
    Object.entries(options).map(([key, list]) => [
      key,
      Object.fromEntries(list.map((o) => [o.value, o.label])),
    ]),
  );

// The consultation options' labels, as the inbox shows them, for the database to look up.
const LABELS = JSON.stringify({
  services: SERVICE_TITLES,
  projectTypes: labels(PROJECT_TYPES),
  budgets: labels(BUDGETS),
});

/** The label of an option value: none without a value, the value itself when it is not an option. */
const optionLabel = (group: SQL, value: SQL) =>
  sql`case when coalesce(${value}, '') = '' then null
    else coalesce(${group}->>${value}, ${value}) end`;

// The keys' rows: `k` the key (kind, id, ord), `c` a contact message, `r` a consultation request.
const both = (column: string) => sql.raw(`coalesce(c.${column}, r.${column})`);
const consultation = (value: SQL) => sql`case when r.id is not null then ${value} end`;

type Column = { head: string; tabs: readonly InboxTab[]; value: SQL };
const ALL: readonly InboxTab[] = ['contact', 'consultation', 'spam'];
const CONTACT: readonly InboxTab[] = ['contact', 'spam'];
const CONSULTATION: readonly InboxTab[] = ['consultation', 'spam'];
const l = sql`${LABELS}::jsonb`;

const COLUMNS: Column[] = [
  { head: 'type', tabs: ['spam'], value: sql`k.kind` },
  { head: 'id', tabs: ALL, value: sql`k.id::text` },
  {
    head: 'received',
    tabs: ALL,
    value: sql`to_char(${both('created_at')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  },
  { head: 'status', tabs: ALL, value: sql`${both('status')}::text` },
  {
    // when the owner first answered (a reply from the inbox or 'Mark as replied'); empty: not yet
    head: 'first_answered',
    tabs: ALL,
    value: sql`to_char(${both('first_response_at')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  },
  { head: 'name', tabs: ALL, value: both('name') },
  { head: 'email', tabs: ALL, value: both('email') },
  { head: 'subject', tabs: CONTACT, value: sql`c.subject` },
  { head: 'phone', tabs: CONSULTATION, value: sql`r.phone` },
  { head: 'company', tabs: CONSULTATION, value: sql`r.company` },
  {
    head: 'service',
    tabs: CONSULTATION,
    value: consultation(
      sql`coalesce(${l}->'services'->>r.selected_service, nullif(r.selected_service, ''), 'General enquiry')`,
    ),
  },
  {
    head: 'project_type',
    tabs: CONSULTATION,
    value: optionLabel(sql`${l}->'projectTypes'->r.selected_service`, sql`r.project_type`),
  },
  {
    head: 'budget',
    tabs: CONSULTATION,
    value: optionLabel(sql`${l}->'budgets'->(r.preferred_currency::text)`, sql`r.budget`),
  },
  { head: 'currency', tabs: CONSULTATION, value: sql`r.preferred_currency::text` },
  { head: 'timeline', tabs: CONSULTATION, value: sql`r.timeline` },
  { head: 'message', tabs: ALL, value: both('message') },
  {
    // the files' names, in the order the visitor attached them (the files stay on the site)
    head: 'attachments',
    tabs: ALL,
    value: sql`(select string_agg(a.filename, '; ' order by a.position, a.created_at)
      from request_attachments a
     where a.state = 'attached'
       and ((k.kind = 'consultation' and a.consultation_id = k.id)
         or (k.kind = 'contact' and a.contact_id = k.id)))`,
  },
  ...SOURCE_KEYS.map((key) => {
    const source = both('source');
    return {
      head: key,
      tabs: ALL,
      // only text values, as the inbox shows them
      value: sql`case when jsonb_typeof(${source}->${key}::text) = 'string'
        then ${source}->>${key}::text end`,
    };
  }),
];

const columnsOf = (tab: InboxTab) => COLUMNS.filter((c) => c.tabs.includes(tab));

/** The header line of a tab's export. */
export function csvHead(tab: InboxTab): string {
  return `${columnsOf(tab)
    .map((c) => `"${c.head}"`)
    .join(',')}\r\n`;
}

/** The lines of these items, in the keys' order. */
export async function csvLines(db: Db, tab: InboxTab, keys: Key[]): Promise<string> {
  if (keys.length === 0) return '';
  const line = sql.join(
    columnsOf(tab).map((c) => cell(c.value)),
    sql` || ',' || `,
  );
  const list = JSON.stringify(keys.map((k) => [k.kind, k.id]));
  const result = await db.execute(sql`
    select string_agg(${line} || E'\\r\\n', '' order by k.ord) as csv
      from (select e->>0 as kind, (e->>1)::int as id, ord
              from jsonb_array_elements(${list}::jsonb) with ordinality as x(e, ord)) k
      left join contact_submissions c on k.kind = 'contact' and c.id = k.id
      left join consultation_requests r on k.kind = 'consultation' and r.id = k.id
     -- an item deleted since its key was read is left out
     where c.id is not null or r.id is not null`);
  return String((result.rows[0] as { csv: string | null }).csv ?? '');
}

/** The export of what the filter matches: the header, then one string of lines per batch. */
export async function* csvChunks(db: Db, filter: InboxFilter, batch = 500): AsyncGenerator<string> {
  yield csvHead(filter.tab);
  for await (const keys of eachKeyBatch(db, filter, batch)) {
    yield await csvLines(db, filter.tab, keys);
  }
}
