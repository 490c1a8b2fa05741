'use server';

import type { SubmitResult } from '@/features/submissions/sanitize';
import { receiveSubmission } from '@/features/submissions/receive';
import { submitConsultation } from './submit';

// Public: anyone may send a consultation request.

export async function submitConsultationAction(payload: unknown): Promise<SubmitResult> {
  return receiveSubmission(submitConsultation, payload, {
    label: 'consultation request',
    message: 'The request could not be stored.',
  });
}
