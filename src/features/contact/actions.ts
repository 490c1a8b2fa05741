'use server';

import type { SubmitResult } from '@/features/public-forms/sanitize';
import { receiveSubmission } from '@/features/public-forms/receive';
import { submitContact } from './submit';

// Public: the landing page's contact form.

export async function submitContactAction(payload: unknown): Promise<SubmitResult> {
  return receiveSubmission(submitContact, payload, {
    label: 'contact message',
    message: 'The message could not be stored.',
  });
}
