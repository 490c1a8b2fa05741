'use client';

import { AttachmentsField, type FormLink } from '@/features/attachments/field';
import { keptFiles } from '@/features/attachments/kept';
import type { FormReturn } from '@/features/public-forms/post-fields';
import { formReturnView } from '@/features/public-forms/return-view';

// The consultation request's files and its way without JavaScript: the planner mounts these,
// so the form's own markup stays about its fields.

export type ReturnedForm = FormReturn;

const POST_ACTION = '/api/forms/consultation';

export function requestReturn(returned: ReturnedForm | undefined) {
  return formReturnView(returned, POST_ACTION);
}

export function RequestFiles({
  form,
  idPrefix,
  returned,
  className,
}: {
  form: FormLink;
  idPrefix: string;
  returned: ReturnType<typeof requestReturn>;
  className?: string;
}) {
  return (
    <AttachmentsField
      form={form}
      idPrefix={idPrefix}
      kept={keptFiles(returned.draft?.parts)}
      className={className}
    />
  );
}
