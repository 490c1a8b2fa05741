'use client';

import { Pencil, Trash2 } from 'lucide-react';
import { IconButton } from './icon-button';

/** The edit (or rename) and delete buttons of one item, named after it ('Edit "{label}"'). */
export function EditDeleteButtons({
  label,
  quote = true,
  editVerb = 'Edit',
  onEdit,
  onDelete,
  deleteDisabled,
}: {
  label: string;
  /** false for a name the manager makes up (a package's tier and region), not the owner's words */
  quote?: boolean;
  editVerb?: 'Edit' | 'Rename';
  onEdit: () => void;
  onDelete: () => void;
  /** while another change is under way; a delete that asks first stays enabled */
  deleteDisabled?: boolean;
}) {
  const name = quote ? `"${label}"` : label;
  return (
    <>
      <IconButton icon={Pencil} label={`${editVerb} ${name}`} onClick={onEdit} />
      <IconButton
        icon={Trash2}
        tone="danger"
        label={`Delete ${name}`}
        disabled={deleteDisabled}
        onClick={onDelete}
      />
    </>
  );
}
