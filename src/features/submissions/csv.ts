import { budgetLabel, projectTypeLabel, serviceTitle } from '@/features/consultation/options';
import type { InboxItem, InboxTab } from './queries';

// CSV of what the inbox shows. Cells are always quoted; a cell that a
// spreadsheet would run as a formula (=, +, -, @) is prefixed with an apostrophe.

function cell(value: string | number | null | undefined): string {
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

export function toCsv(tab: InboxTab, items: InboxItem[]): string {
  const head = [
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
  ];
  const rows = items.map((item) => {
    const c = item.kind === 'consultation' ? item : null;
    const s = item.kind === 'contact' ? item : null;
    return [
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
    ];
  });
  return [head, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
