// Who is sent to the welcome screen first (a user who may search and never answered nor skipped it; never
// staff), and the answers kept for the next visit.
import {
  type WelcomeAnswers,
  type WelcomeAnswersResponse,
  welcomeAnswersSchema,
} from '@prospecta/contracts/welcome-api';
import type { AppConfig } from '@/config.ts';
import type { Db } from '@/db/client.ts';
import { notFound } from '@/lib/http-error.ts';
import { isStaff } from '@/lib/staff.ts';
import type { AuthUser } from '@/plugins/types.ts';
import * as repo from './welcome.repository.ts';

type Stored = { answers: unknown; completedAt: Date | null };

function toResponse(row: Stored): WelcomeAnswersResponse {
  // Answers stored before an option left the catalogue read as "no answer" rather than failing.
  const parsed = row.answers ? welcomeAnswersSchema.safeParse(row.answers) : null;
  return {
    answers: parsed?.success ? parsed.data : null,
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

export function createWelcomeService({ db, config }: { db: Db; config: AppConfig }) {
  const maySearch = (user: AuthUser) =>
    user.role !== 'prospector' || config.prospectorSearchAccountIds.includes(user.accountId);

  async function stored(user: AuthUser): Promise<Stored> {
    const row = await repo.findWelcome(db, user.id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async shouldShow(user: AuthUser): Promise<boolean> {
      if (isStaff(user, config.staffEmailDomain) || !maySearch(user)) return false;
      return (await stored(user)).completedAt === null;
    },

    answers: async (user: AuthUser) => toResponse(await stored(user)),

    async save(user: AuthUser, answers: WelcomeAnswers | null, now = new Date()) {
      const row = await repo.saveWelcome(db, user.id, answers, now);
      if (!row) throw notFound();
      return toResponse(row);
    },
  };
}
