import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { quoteIdent, siteTables } from './dump';
import { ArchiveError } from './read-archive';
import type { Session } from '@/server/db/raw-sql';

// Loads dumped rows back, table by table in foreign-key order, through json_populate_recordset:
// PostgreSQL turns each JSON value back into its column's type, on either engine.

const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

/** Parents before children, so every foreign key finds its row. */
export async function loadOrder(session: Session, tables: string[]): Promise<string[]> {
  const edges = await session.query<{ child: string; parent: string }>(`
    select child.relname as child, parent.relname as parent
      from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
     where c.contype = 'f' and c.connamespace = 'public'::regnamespace and c.conrelid <> c.confrelid`);
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const edge of edges)
      if (edge.child === table && tables.includes(edge.parent)) visit(edge.parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

async function insertableColumns(session: Session, table: string): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `select attname as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [`public.${quoteIdent(table)}`],
  );
  return rows.map((r) => r.name);
}

/** Inserts a table's dumped rows; returns how many. */
export async function loadTable(session: Session, table: string, file: string): Promise<number> {
  const existing = await siteTables(session);
  if (!existing.includes(table))
    throw new ArchiveError(`it holds a table this site does not have (${table})`);
  const columns = (await insertableColumns(session, table)).map(quoteIdent).join(', ');
  const target = `public.${quoteIdent(table)}`;
  const statement = `insert into ${target} (${columns}) overriding system value
    select ${columns} from json_populate_recordset(null::${target}, $1::json)`;
  let batch: string[] = [];
  let bytes = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await session.query(statement, [`[${batch.join(',')}]`]);
    rows += batch.length;
    batch = [];
    bytes = 0;
  };
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return rows;
}

/** Points every serial/identity sequence past the highest restored value. */
export async function resetSequences(session: Session): Promise<void> {
  const columns = await session.query<{ tbl: string; col: string; seq: string }>(`
    select table_name as tbl, column_name as col,
           pg_get_serial_sequence(format('public.%I', table_name), column_name) as seq
      from information_schema.columns
     where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')`);
  for (const { tbl, col, seq } of columns) {
    if (!seq) continue;
    await session.query(
      `select setval($1, greatest(coalesce(max(${quoteIdent(col)}), 0), 1), max(${quoteIdent(col)}) is not null) from public.${quoteIdent(tbl)}`,
      [seq],
    );
  }
}

/** Empties a PostgreSQL database of the site's tables, types and migration history (restore --force). */
export async function dropSite(session: Session): Promise<void> {
  await session.exec(`
    do $$
    declare r record;
    begin
      for r in select tablename from pg_tables where schemaname = 'public' loop
        execute format('drop table if exists public.%I cascade', r.tablename);
      end loop;
      for r in select t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
                where n.nspname = 'public' and t.typtype = 'e' loop
        execute format('drop type if exists public.%I cascade', r.typname);
      end loop;
      -- the site's own functions (trigger functions); an extension's stay with it
      for r in select p.oid::regprocedure as signature from pg_proc p
                where p.pronamespace = 'public'::regnamespace
                  and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e') loop
        execute format('drop function if exists %s cascade', r.signature);
      end loop;
    end $$;
    drop schema if exists drizzle cascade;`);
}
