'use client';

import { Award as AwardIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { CardThumb, defineManager, field, Manager, optionsOf } from '@/components/admin';
import { mediaField } from '@/features/media/picker';
import type { AdminAward } from '../../admin-queries';
import { deleteAward, saveAward } from '../../actions';
import { AWARD_STATUSES, awardSchema } from '../../schemas';

const statusTone = { Winner: 'accent', Finalist: 'outline', Nominated: 'muted' } as const;

const awards = defineManager<AdminAward>()({
  id: 'award',
  schema: awardSchema,
  placement: 'dialog',
  fields: {
    title: field.title(),
    organization: field.text({ label: 'Organization', width: 'half' }),
    category: field.text({ label: 'Category', width: 'half' }),
    projectName: field.text({ label: 'Project name', width: 'half' }),
    year: field.text({
      label: 'Year',
      type: 'number',
      inputMode: 'numeric',
      width: 'quarter',
      initial: () => String(new Date().getFullYear()),
    }),
    status: field.select({ label: 'Status', options: optionsOf(AWARD_STATUSES), width: 'quarter' }),
    description: field.textarea({ label: 'Description' }),
    imageUrl: mediaField({ label: 'Image', width: 'three-quarters' }),
    displayOrder: field.order({ width: 'quarter' }),
  },
  texts: {
    add: {
      title: 'Add Award',
      submit: 'Create Award',
      description: "Recognition for the work, shown in the landing page's Awards section.",
    },
    edit: { title: 'Edit Award', submit: 'Update Award' },
    size: 'lg',
  },
  actions: { save: saveAward, delete: deleteAward },
  toasts: {
    create: ['Award created', 'Failed to save award'],
    update: ['Award updated', 'Failed to save award'],
    delete: ['Award deleted', 'Failed to delete award'],
  },
  empty: { icon: AwardIcon, message: 'No awards yet. Add your first award!' },
  show: {
    label: 'Awards',
    layout: 'cards',
    name: (award) => award.title,
    summary: { noun: 'award', order: 'in display order' },
    media: (award) => <CardThumb url={award.imageUrl} alt={award.title} placeholder={AwardIcon} />,
    badges: (award) => (
      <>
        <Badge tone={statusTone[award.status]}>{award.status}</Badge>
        <span className="text-xs text-muted tabular-nums">{award.year}</span>
      </>
    ),
    details: (award) => [
      [award.organization, award.category, award.projectName].filter(Boolean).join(' · '),
    ],
    footer: (award) => (
      <span className="px-2 text-xs text-muted tabular-nums">Order {award.displayOrder}</span>
    ),
  },
});

export function AwardsManager({ awards: items }: { awards: AdminAward[] }) {
  return <Manager definition={awards} items={items} />;
}
