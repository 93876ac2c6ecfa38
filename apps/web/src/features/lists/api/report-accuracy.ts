import type {
  accuracyFeedbackBodySchema,
  accuracyFeedbackResponseSchema,
} from '@prospecta/contracts/lists-api';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type AccuracyFeedback = z.input<typeof accuracyFeedbackBodySchema>;

/** POST /accuracy_data_feedback/create — "Reportar dado incorreto". */
export function reportAccuracy(body: AccuracyFeedback) {
  return api.post<z.infer<typeof accuracyFeedbackResponseSchema>>('/accuracy_data_feedback/create', body);
}

export function useReportAccuracy() {
  return useMutation({ mutationFn: reportAccuracy });
}
