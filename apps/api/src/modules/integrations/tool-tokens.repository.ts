// SQL of the tool-token store and of the OAuth states.
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { oauthStates, toolCredentials } from '@/db/schema/integrations.ts';

export type NewCredential = {
  userId: string;
  accountId: string;
  tool: string;
  kind: 'oauth' | 'key';
  secret: string;
  instanceUrl: string | null;
  expiresAt: Date | null;
  /** When the tool confirmed them; null: saved without its word; absent: as they were (a domain saved alone). */
  verifiedAt?: Date | null;
};

export async function upsertCredential(db: Executor, row: NewCredential) {
  const [saved] = await db
    .insert(toolCredentials)
    .values(row)
    .onConflictDoUpdate({
      target: [toolCredentials.userId, toolCredentials.tool],
      set: {
        kind: row.kind,
        secret: row.secret,
        instanceUrl: row.instanceUrl,
        expiresAt: row.expiresAt,
        ...(row.verifiedAt !== undefined ? { verifiedAt: row.verifiedAt } : {}),
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!saved) throw new Error('credential upsert returned nothing');
  return saved;
}

/** The tool answered an export made with these credentials: they are verified (a key saved unchecked included). */
export async function markVerified(db: Executor, userId: string, tool: string) {
  await db
    .update(toolCredentials)
    .set({ verifiedAt: new Date() })
    .where(and(eq(toolCredentials.userId, userId), eq(toolCredentials.tool, tool)));
}

export async function findCredential(db: Executor, userId: string, tool: string) {
  const [row] = await db
    .select()
    .from(toolCredentials)
    .where(and(eq(toolCredentials.userId, userId), eq(toolCredentials.tool, tool)));
  return row ?? null;
}

export const listCredentials = (db: Executor, userId: string) =>
  db.select().from(toolCredentials).where(eq(toolCredentials.userId, userId));

export async function deleteCredential(db: Executor, userId: string, tool: string) {
  await db
    .delete(toolCredentials)
    .where(and(eq(toolCredentials.userId, userId), eq(toolCredentials.tool, tool)));
}

export async function insertState(db: Executor, row: typeof oauthStates.$inferInsert) {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await db.insert(oauthStates).values(row);
}

/** Takes the state once: deleted as it is read, so a replayed callback finds nothing. */
export async function takeState(db: Executor, stateHash: string, userId: string, tool: string) {
  const [row] = await db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.stateHash, stateHash),
        eq(oauthStates.userId, userId),
        eq(oauthStates.tool, tool),
        gt(oauthStates.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}
