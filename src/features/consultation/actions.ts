'use server';

import type { SubmitResult } from '@/features/public-forms/sanitize';
import { receiveSubmission } from '@/features/public-forms/receive';
import { submitConsultation } from './submit';

// Public: anyone may send a consultation request.

export async function submitConsultationAction(payload: unknown): Promise<SubmitResult> {
  return receiveSubmission(submitConsultation, payload, {
    label: 'consultation request',
    message: 'The request could not be stored.',
  });
}
