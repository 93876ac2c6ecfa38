// An order's seats against the account's active users: a plan with fewer seats than the users already
// working would leave some of them out when it is activated.

/** Extra users the order needs so every active user keeps a seat (0 when the plan covers them). */
export function seatsShort(activeUsers: number, planUsers: number, extraUsers: number): number {
  return Math.max(0, activeUsers - planUsers - Math.max(0, extraUsers));
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/** The warning shown while the order is short of seats, or null. */
export function seatsShortText(activeUsers: number, planUsers: number, extraUsers: number): string | null {
  const short = seatsShort(activeUsers, planUsers, extraUsers);
  if (short === 0) return null;
  const seats = planUsers + Math.max(0, extraUsers);
  return `Sua conta tem ${count(activeUsers, 'usuário ativo', 'usuários ativos')} e este pedido cobre ${count(seats, 'usuário', 'usuários')}: inclua mais ${count(short, 'usuário adicional', 'usuários adicionais')} ou desative usuários antes de o plano ser ativado.`;
}
