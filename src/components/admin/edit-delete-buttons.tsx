'use client';

import { Pencil, Trash2 } from 'lucide-react';
import { IconButton } from './icon-button';

/** The edit (or rename) and delete buttons of one item, named after it ('Edit "{label}"'). */
export function EditDeleteButtons({
  label,
  editVerb = 'Edit',
  onEdit,
  onDelete,
  deleteDisabled,
}: {
  label: string;
  editVerb?: 'Edit' | 'Rename';
  onEdit: () => void;
  onDelete: () => void;
  /** while another change is under way; a delete that asks first stays enabled */
  deleteDisabled?: boolean;
}) {
  return (
    <>
      <IconButton icon={Pencil} label={`${editVerb} "${label}"`} onClick={onEdit} />
      <IconButton
        icon={Trash2}
        tone="danger"
        label={`Delete "${label}"`}
        disabled={deleteDisabled}
        onClick={onDelete}
      />
    </>
  );
}
