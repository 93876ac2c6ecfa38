// The error part of a route's response schema: each status it may answer, with the one error body of
// packages/contracts/src/errors.ts (so every module declares statuses, not the body again).
import { errorBodySchema } from '@prospecta/contracts/errors';

export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Status,
    typeof errorBodySchema
  >;
}
