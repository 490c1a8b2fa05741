import { budgetLabel, projectTypeLabel, serviceTitle } from '@/features/consultation/options';
import type { InboxItem, InboxTab } from './queries';

// CSV of what the inbox filter matches, made one line at a time so the export
// can stream. Cells are always quoted; a cell that a spreadsheet would run as a
// formula (starting with =, +, -, @, a tab or a carriage return) is prefixed
// with an apostrophe, which spreadsheets show as text and do not evaluate.

export function cell(value: string | number | null | undefined): string {
  let v = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return `"${v.replace(/"/g, '""')}"`;
}

const SOURCE = [
  'page',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
];

const line = (cells: (string | number | null | undefined)[]) => `${cells.map(cell).join(',')}\r\n`;

/** The header line of a tab's export. */
export function csvHead(tab: InboxTab): string {
  return line([
    ...(tab === 'spam' ? ['type'] : []),
    'id',
    'received',
    'status',
    'name',
    'email',
    ...(tab !== 'consultation' ? ['subject'] : []),
    ...(tab !== 'contact'
      ? ['phone', 'company', 'service', 'project_type', 'budget', 'currency', 'timeline']
      : []),
    'message',
    ...SOURCE,
  ]);
}

/** One item's line in a tab's export. */
export function csvLine(tab: InboxTab, item: InboxItem): string {
  const c = item.kind === 'consultation' ? item : null;
  const s = item.kind === 'contact' ? item : null;
  return line([
    ...(tab === 'spam' ? [item.kind] : []),
    item.id,
    item.createdAt,
    item.status,
    item.name,
    item.email,
    ...(tab !== 'consultation' ? [s?.subject ?? ''] : []),
    ...(tab !== 'contact'
      ? [
          c?.phone,
          c?.company,
          c ? serviceTitle(c.selectedService) : '',
          c ? projectTypeLabel(c.selectedService, c.projectType) : '',
          c ? budgetLabel(c.preferredCurrency, c.budget) : '',
          c?.preferredCurrency,
          c?.timeline,
        ]
      : []),
    item.message,
    ...SOURCE.map((k) => item.source[k] ?? ''),
  ]);
}
