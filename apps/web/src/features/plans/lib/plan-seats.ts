// An order's seats against the account's active users: a plan with fewer seats than the users already
// working would leave some of them out when it is activated. The count is the contract's (the sales e-mail says
// the same); this is how the order dialog words it.
import { planOrderSeatsShort } from '@prospecta/contracts/plans-api';

/** Extra users the order needs so every active user keeps a seat (0 when the plan covers them). */
export const seatsShort = planOrderSeatsShort;

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/**
 * The warning shown while the order is short of seats, or null: how many users are active, how many the order
 * covers (the plan's and the extra ones), how many would have to be turned off, and how to keep them all.
 */
export function seatsShortText(activeUsers: number, planUsers: number, extraUsers: number): string | null {
  const short = seatsShort(activeUsers, planUsers, extraUsers);
  if (short === 0) return null;
  const extra = Math.max(0, extraUsers);
  const covers =
    extra > 0
      ? `${count(planUsers + extra, 'usuário', 'usuários')} (${planUsers.toLocaleString('pt-BR')} do plano e ${count(extra, 'adicional', 'adicionais')})`
      : count(planUsers, 'usuário', 'usuários');
  const off =
    short === 1
      ? '1 usuário terá de ser desativado'
      : `${count(short, 'usuário', 'usuários')} terão de ser desativados`;
  return `Sua conta tem ${count(activeUsers, 'usuário ativo', 'usuários ativos')} e este pedido cobre ${covers}: quando o plano for ativado, ${off}. Para manter todos, inclua mais ${count(short, 'usuário adicional', 'usuários adicionais')}.`;
}
