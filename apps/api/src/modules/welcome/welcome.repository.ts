// The welcome screen's answers, kept on the user's row.
import type { WelcomeAnswers } from '@prospecta/contracts/welcome-api';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { users } from '@/db/schema/users.ts';

export async function findWelcome(db: Executor, userId: string) {
  const [row] = await db
    .select({ answers: users.welcomeAnswers, completedAt: users.welcomeCompletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Answers (or null when skipped) and the moment; a user who skipped keeps earlier answers. */
export async function saveWelcome(db: Executor, userId: string, answers: WelcomeAnswers | null, at: Date) {
  const [row] = await db
    .update(users)
    .set({ ...(answers ? { welcomeAnswers: answers } : {}), welcomeCompletedAt: at, updatedAt: at })
    .where(eq(users.id, userId))
    .returning({ answers: users.welcomeAnswers, completedAt: users.welcomeCompletedAt });
  return row ?? null;
}
