import type { Executor } from '@/db/client.ts';
import { pageViews } from '@/db/schema/analytics.ts';

export async function insertPageView(db: Executor, row: { accountId: string; userId: string; path: string }) {
  await db.insert(pageViews).values(row);
}
