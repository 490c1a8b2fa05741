'use server';

import type { SubmitResult } from '@/features/submissions/sanitize';
import { receiveSubmission } from '@/features/submissions/receive';
import { submitContact } from './submit';

// Public: the landing page's contact form.

export async function submitContactAction(payload: unknown): Promise<SubmitResult> {
  return receiveSubmission(submitContact, payload, {
    label: 'contact message',
    message: 'The message could not be stored.',
  });
}
