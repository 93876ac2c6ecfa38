// The contract and the handoff under requests at once (run on PostgreSQL too, TEST_DATABASE_URL): signatures
// sent together store one (the others 422, nobody e-mailed twice), even through the service alone; handoff
// saves together e-mail the CS once.
import { CONTRACT_MESSAGES } from '@prospecta/contracts/contract-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailOutbox } from '@/db/schema/mail.ts';
import { planContracts } from '@/db/schema/plan-contracts.ts';
import { users } from '@/db/schema/users.ts';
import { insertContract } from '@/modules/contracts/contracts.repository.ts';
import { createContractsService } from '@/modules/contracts/contracts.service.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import {
  CS,
  mailsTo,
  openSession,
  type Session,
  SIGNATURE,
  sendOrder,
  signUrl,
} from './contracts-fixture.ts';

const AT_ONCE = 5;
let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await buildTestApp();
  s = await openSession(t);
});
afterAll(() => t?.close());

const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();
const signatureMails = async () =>
  (await t.app.db.select().from(mailOutbox)).filter((m) =>
    /^(Contrato assinado|Prospecta: cópia)/.test(m.subject),
  );

it('stores one of several signatures sent at once', async () => {
  const id = await sendOrder(s, 'avancado');
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, (_, i) =>
      s.call('owner', 'PUT', signUrl(id), { ...SIGNATURE, company_name: `Empresa ${i} Ltda.` }),
    ),
  );
  expect(statuses(answers)).toEqual([200, ...Array(AT_ONCE - 1).fill(422)]);
  for (const refused of answers.filter((a) => a.statusCode === 422))
    expect(refused.json().message).toBe(CONTRACT_MESSAGES.alreadySigned);
  const stored = await t.app.db.select().from(planContracts).where(eq(planContracts.orderId, id));
  expect(stored).toHaveLength(1);
  const winner = answers.find((a) => a.statusCode === 200)?.json().contract;
  expect(winner.signature.company_name).toBe(stored[0]?.companyName);
  // Sales, CS and the owner's copy: once.
  expect(await signatureMails()).toHaveLength(3);
});

it('stores one signature when the service is called at once, without the requests between', async () => {
  await s.call(
    'owner',
    'DELETE',
    `/api/account_plan/remove_selected_plan/${(await t.app.db.select().from(planContracts))[0]?.orderId}`,
  );
  const id = await sendOrder(s, 'essencial');
  const [owner] = await t.app.db.select().from(users).where(eq(users.email, 'owner@demo.prospecta.dev'));
  if (!owner) throw new Error('no owner');
  const user = {
    id: owner.id,
    accountId: owner.accountId,
    role: 'owner' as const,
    email: owner.email,
    name: owner.name,
  };
  const service = createContractsService({ db: t.app.db, config: t.config, mail: t.app.mail });
  const body = {
    ...SIGNATURE,
    company_cnpj: '11222333000181',
    signer_cpf: '52998224725',
    accepted: true as const,
  };
  const results = await Promise.allSettled(
    Array.from({ length: AT_ONCE }, () => service.sign(user, id, body, { ip: '127.0.0.1', userAgent: null })),
  );
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  for (const r of results)
    if (r.status === 'rejected')
      expect(r.reason).toMatchObject({ statusCode: 422, message: CONTRACT_MESSAGES.alreadySigned });
  expect(await t.app.db.select().from(planContracts).where(eq(planContracts.orderId, id))).toHaveLength(1);
  expect(await signatureMails()).toHaveLength(6);
  // Past the account's lock, the unique order id alone refuses a second row.
  const [row] = await t.app.db.select().from(planContracts).where(eq(planContracts.orderId, id));
  if (!row) throw new Error('no contract');
  const { id: _, ...copy } = row;
  expect(await insertContract(t.app.db, { ...copy, companyName: 'Outra Ltda.' })).toBeNull();
});

it('e-mails the CS once for handoff saves sent at once', async () => {
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, (_, i) =>
      s.call(i % 2 ? 'manager' : 'owner', 'PUT', '/api/account/handoff', {
        goal: `Objetivo número ${i} da equipe`,
      }),
    ),
  );
  expect(statuses(answers)).toEqual(Array(AT_ONCE).fill(200));
  expect((await mailsTo(t, CS)).filter((m) => m.subject === 'Handoff de Demo Comercial')).toHaveLength(1);
});
