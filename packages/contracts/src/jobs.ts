// Durable background jobs (apps/api/src/jobs): the statuses and the public view of a job, shared by every
// feature that runs work in the background (list validation, autoplay, exports).
import { z } from 'zod';

export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** Statuses a job can still move out of; a dedupe key is unique among these only. */
export const ACTIVE_JOB_STATUSES = ['queued', 'running'] as const satisfies readonly JobStatus[];

export const jobProgressSchema = z.object({ done: z.number(), total: z.number() });
export type JobProgress = z.infer<typeof jobProgressSchema>;

/** What an endpoint may show about a job (never the payload or the lease). */
export const jobViewSchema = z.object({
  id: z.string(),
  type: z.string(),
  status: jobStatusSchema,
  progress: jobProgressSchema,
  attempts: z.number(),
  error: z.string().nullable(),
  result: z.unknown(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type JobView = z.infer<typeof jobViewSchema>;
