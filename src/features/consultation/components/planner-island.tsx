'use client';

import { chunkOnCue } from '@/lib/chunk-on-cue';
import { island } from '@/lib/island';

// The interactive planner of /request-consultation (consultation-planner.tsx) is an island: the
// page's HTML carries it as the server drew it, working without script (its form posts with its
// files, its days and zones are links and a plain form), and its code comes when the visitor
// reaches into it (ADR 039).
export const ConsultationPlanner = island(
  'planner',
  chunkOnCue(() => import('./consultation-planner')),
  (chunk) => chunk.ConsultationPlanner,
);
