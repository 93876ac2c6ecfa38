// Demo data for a fresh install: staff in the internal account and a customer account with one user per role.
import type { Role } from '@prospecta/contracts/auth';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { accountPreferences, accounts } from '@/db/schema/accounts.ts';
import { creditGrants } from '@/db/schema/credits.ts';
import { userEvents } from '@/db/schema/events.ts';
import { users } from '@/db/schema/users.ts';
import { hashPassword } from '@/modules/auth/passwords.ts';
import { countUsers } from '@/modules/users/users.repository.ts';

export const DEMO_PASSWORD = 'prospecta';

export type DemoUser = { email: string; name: string; role: Role; account: 'internal' | 'demo' };

export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@prospecta.dev', name: 'Admin Prospecta', role: 'admin', account: 'internal' },
  { email: 'cs@prospecta.dev', name: 'Carla Sucesso', role: 'customer_success', account: 'internal' },
  { email: 'owner@demo.prospecta.dev', name: 'Olívia Proprietária', role: 'owner', account: 'demo' },
  { email: 'gerente@demo.prospecta.dev', name: 'Gustavo Gerente', role: 'manager', account: 'demo' },
  { email: 'sdr@demo.prospecta.dev', name: 'Sofia Prospectora', role: 'prospector', account: 'demo' },
  { email: 'vendas@demo.prospecta.dev', name: 'Vitor Vendas', role: 'user', account: 'demo' },
];

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Seeds only when the users table is empty; returns whether it did. Runs in one transaction. */
export async function seedDemo(db: Db, now = new Date()): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [internal, demo] = await tx
      .insert(accounts)
      .values([
        {
          name: 'Prospecta',
          accountType: 'internal',
          planName: 'Interno',
          maxUsersCount: 50,
          unlimitedClick: true,
        },
        {
          name: 'Demo Comercial',
          accountType: 'active',
          origin: 'site',
          channel: 'inbound',
          planName: 'Plano Pro',
          planId: 'pro',
          maxUsersCount: 10,
        },
      ])
      .returning({ id: accounts.id });
    if (!internal || !demo) throw new Error('seed: accounts not created');
    await tx.insert(accountPreferences).values([{ accountId: internal.id }, { accountId: demo.id }]);
    const inserted = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((u) => ({
          accountId: u.account === 'internal' ? internal.id : demo.id,
          name: u.name,
          email: u.email,
          role: u.role,
          passwordHash,
          // The demo users know their way around: their search opens without the welcome screen.
          welcomeCompletedAt: now,
          // …nor the onboarding offer (the e2e flows sign in as them; a new user of a test gets it).
          hasOnboarding: true,
        })),
      )
      .returning({ id: users.id, email: users.email });
    // …nor the automatic first list: they search without a list of their own (its "do not show" flag).
    const customers = inserted.filter((u) =>
      DEMO_USERS.some((d) => d.email === u.email && d.account === 'demo'),
    );
    await tx.insert(userEvents).values(
      customers.map((u) => ({
        accountId: demo.id,
        userId: u.id,
        kind: 'create_list_automatic_declined',
        detail: 'Usuário de demonstração: não oferecida',
      })),
    );
    const cs = inserted.find((u) => u.email === 'cs@prospecta.dev');
    const expiresAt = new Date(now.getTime() + YEAR_MS);
    await tx
      .update(accounts)
      .set({ csUserId: cs?.id ?? null })
      .where(eq(accounts.id, demo.id));
    await tx.insert(creditGrants).values([
      { accountId: demo.id, type: 'click', amount: 500, expiresAt, origin: 'plan', description: 'Plano Pro' },
      {
        accountId: demo.id,
        type: 'export',
        amount: 1000,
        expiresAt,
        origin: 'plan',
        description: 'Plano Pro',
      },
    ]);
  });
  return true;
}
