// The plan tab's two fields, checked with the contract's own schemas before they are sent.
import { adminMaxUsersRequestSchema, adminPlanNameRequestSchema } from '@prospecta/contracts/admin-api';
import { formatInteger } from '@/lib/format';

export function planNameError(value: string): string | null {
  const parsed = adminPlanNameRequestSchema.safeParse({ account: { plan_name: value } });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** NumberInput's value: a number, or '' while empty. */
export function maxUsersError(value: number | string): string | null {
  const parsed = adminMaxUsersRequestSchema.safeParse({
    account: { max_users_count: value === '' ? Number.NaN : value },
  });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** "3 usuários ativos de 10", "1 usuário ativo de 1". */
export function seatsLine(active: number, max: number): string {
  return `${formatInteger(active)} ${active === 1 ? 'usuário ativo' : 'usuários ativos'} de ${formatInteger(max)}`;
}
