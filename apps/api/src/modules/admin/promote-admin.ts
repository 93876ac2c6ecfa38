// Operators' repair of a staff registry left without an administrator (`npm run admin -- promover EMAIL`):
// a user of Prospecta's own account (type internal) becomes an active admin. Customers' users never do.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { users } from '@/db/schema/users.ts';

export type PromoteOutcome =
  | { ok: true; name: string; email: string; before: string; wasOff: boolean }
  | { ok: false; message: string };

export async function promoteToAdmin(db: Db, email: string): Promise<PromoteOutcome> {
  const wanted = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ user: users, accountType: accounts.accountType })
      .from(users)
      .innerJoin(accounts, eq(accounts.id, users.accountId))
      .where(sql`lower(${users.email}) = ${wanted}`)
      .for('update', { of: users });
    if (!row) return { ok: false, message: `Nenhum usuário com o e-mail ${wanted}.` };
    if (row.accountType !== 'internal') {
      return {
        ok: false,
        message: `${wanted} é usuário de uma conta de cliente: só usuários da conta do Prospecta (tipo internal) viram administradores.`,
      };
    }
    const { user } = row;
    const wasOff = !user.active || user.deletedAt !== null;
    await tx
      .update(users)
      .set({ role: 'admin', active: true, deletedAt: null, disabledByStaff: false, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    // Each request reads the role from this row: the user's open sessions are admin's from now on.
    return { ok: true, name: user.name, email: user.email, before: user.role, wasOff };
  });
}
