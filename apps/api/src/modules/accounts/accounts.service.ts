import type { AccountInformationResponse } from '@prospecta/contracts/user';
import type { Executor } from '@/db/client.ts';
import { notFound } from '@/lib/http-error.ts';
import { showCredits } from '@/modules/credits/credits.service.ts';
import { findAccount } from './accounts.repository.ts';

/** The plan information of the caller's account, with its current credits. */
export async function accountInformation(
  db: Executor,
  accountId: string,
): Promise<AccountInformationResponse> {
  const account = await findAccount(db, accountId);
  if (!account) throw notFound();
  const credits = await showCredits(db, accountId);
  return {
    _id: account.id,
    active: account.active,
    createdAt: account.createdAt.toISOString(),
    currentClickCredits: credits.click.remaining,
    currentExportCredits: credits.export.remaining,
    excludedCnpjs: account.excludedCnpjs,
    maxUsersCount: account.maxUsersCount,
    planName: account.planName,
    unlimitedCredits: account.unlimitedClick,
    updatedAt: account.updatedAt.toISOString(),
    credits: {
      click: credits.click.remaining,
      export: credits.export.remaining,
      unlimitedClick: credits.unlimitedClick,
    },
  };
}
