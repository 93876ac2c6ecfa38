// A status changed on two devices: `?from_status=` names the status the client saw, and a change from a status
// the company no longer has is refused (409, the status it has now) without writing anything.
import { statusChangedElsewhereMessage } from '@prospecta/contracts/lists-companies-api';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listInteractions, lists } from '@/db/schema/lists.ts';
import { type Api, apiOf, listOfSpCompanies, newCustomer } from '../lists/lists-fixture.ts';
import { buildSearchTestApp, type SearchTestApp } from '../registry-fixture.ts';

let t: SearchTestApp;
let api: Api;
let token: string;
let listId: string;
let ids: string[];

beforeAll(async () => {
  t = await buildSearchTestApp();
  api = apiOf(t);
  const c = await newCustomer(t, { exportCredits: 20 });
  token = await c.token('user');
  ({ listId } = await listOfSpCompanies(t, api, token, 8));
  ids = (
    (await api.get(`/api/v4/info_sets/${listId}/companies`, token)).body.companies as { id: string }[]
  ).map((x) => x.id);
});
afterAll(() => t.close());

const path = () => `/api/info_sets/${listId}/company/user_prospecting_data`;
const setStatus = (id: string, status: string, from?: string) =>
  api.patch(from === undefined ? path() : `${path()}?from_status=${from}`, token, {
    company_id: id,
    user_prospecting_data: { status },
  });
/** The user's stored status of the company and when it was set (null: never set). */
const stored = async (id: string) => {
  const answer = await api.get(`${path()}?companies_ids=${id}`, token);
  const row = (
    answer.body.user_prospecting_data as { company_id: string; status: string; updated_at: string | null }[]
  ).find((d) => d.company_id === id);
  return { status: row?.status ?? 'a_prospectar', updated_at: row?.updated_at ?? null };
};
/** The status changes recorded in the list's activity for the company. */
const changesOf = async (id: string) => {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(listInteractions)
    .where(and(eq(listInteractions.listCompanyId, id), eq(listInteractions.kind, 'status')));
  return Number(row?.n ?? 0);
};
const company = (i: number) => ids[i] ?? '';

describe('PATCH user_prospecting_data?from_status=', () => {
  it('changes the status when the company still has the status the client saw (none set yet: A prospectar)', async () => {
    const id = company(0);
    const first = await setStatus(id, 'contatado', 'a_prospectar');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ company_id: id, status: 'contatado' });
    expect((await setStatus(id, 'interessado', 'contatado')).status).toBe(200);
    expect((await stored(id)).status).toBe('interessado');
    expect(await changesOf(id)).toBe(2);
  });

  it('refuses a change from a status changed elsewhere with 409 and the status now, and changes nothing', async () => {
    const id = company(1);
    // The first device moves the company on; the second still shows it "A prospectar".
    expect((await setStatus(id, 'interessado', 'a_prospectar')).status).toBe(200);
    const before = await stored(id);
    const changes = await changesOf(id);
    const refused = await setStatus(id, 'descartado', 'a_prospectar');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: statusChangedElsewhereMessage('interessado'),
      current_status: 'interessado',
    });
    expect(refused.body.message).toBe(
      'O status desta empresa foi alterado em outro lugar para "Interessado". Confira e tente de novo.',
    );
    expect(await stored(id)).toEqual(before);
    expect(await changesOf(id)).toBe(changes);
    // "Desfazer" of a change another device has moved on from is refused the same way.
    const undo = await setStatus(id, 'a_prospectar', 'contatado');
    expect(undo.status).toBe(409);
    expect(undo.body.current_status).toBe('interessado');
    expect(await stored(id)).toEqual(before);
  });

  it('refuses a change from a status moved back to A prospectar elsewhere (no status row left to compare)', async () => {
    const id = company(2);
    expect((await setStatus(id, 'sucesso', 'a_prospectar')).status).toBe(200);
    expect((await setStatus(id, 'a_prospectar', 'sucesso')).status).toBe(200);
    const refused = await setStatus(id, 'descartado', 'sucesso');
    expect(refused.status).toBe(409);
    expect(refused.body.current_status).toBe('a_prospectar');
    expect((await stored(id)).status).toBe('a_prospectar');
  });

  it('takes a change the other device already made (nothing of it is lost)', async () => {
    const id = company(3);
    expect((await setStatus(id, 'contatado', 'a_prospectar')).status).toBe(200);
    const same = await setStatus(id, 'contatado', 'a_prospectar');
    expect(same.status).toBe(200);
    expect((await stored(id)).status).toBe('contatado');
  });

  it('lets one of two changes sent at once from the same status pass, and refuses the other', async () => {
    const id = company(4);
    const answers = await Promise.all([
      setStatus(id, 'interessado', 'a_prospectar'),
      setStatus(id, 'descartado', 'a_prospectar'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)?.body.status;
    const lost = answers.find((a) => a.status === 409);
    expect(lost?.body.current_status).toBe(won);
    expect((await stored(id)).status).toBe(won);
    expect(await changesOf(id)).toBe(1);
  });

  it("keeps the spec's call without it: the last change wins", async () => {
    const id = company(5);
    expect((await setStatus(id, 'sucesso')).status).toBe(200);
    expect((await setStatus(id, 'descartado')).status).toBe(200);
    expect((await stored(id)).status).toBe('descartado');
  });

  it('refuses a from_status that is no status (400) and a company not in the list (404), changing nothing', async () => {
    const id = company(6);
    const bad = await setStatus(id, 'contatado', 'ganho');
    expect(bad.status).toBe(400);
    expect((await stored(id)).status).toBe('a_prospectar');
    const missing = await setStatus('00000000-0000-4000-8000-000000000000', 'contatado', 'a_prospectar');
    expect(missing.status).toBe(404);
    expect(await changesOf(id)).toBe(0);
  });

  it('marks the list worked (the lists root\'s "Atualizada" and order), at most once a minute', async () => {
    const updatedAt = async () => (await api.get(`/api/info_sets/${listId}`, token)).body.updatedAt as string;
    const ageList = (minutes: number) =>
      t.app.db
        .update(lists)
        .set({ updatedAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(lists.id, listId));
    await ageList(120);
    const before = await updatedAt();
    expect((await setStatus(company(7), 'contatado')).status).toBe(200);
    const worked = await updatedAt();
    expect(Date.parse(worked) - Date.now()).toBeGreaterThan(-60_000);
    // Another status within the minute writes nothing more.
    expect((await setStatus(company(7), 'interessado')).status).toBe(200);
    expect(await updatedAt()).toBe(worked);
    expect(Date.parse(worked)).toBeGreaterThan(Date.parse(before));
    // A refused change (409) does not mark it.
    await ageList(120);
    const aged = await updatedAt();
    expect((await setStatus(company(7), 'sucesso', 'contatado')).status).toBe(409);
    expect(await updatedAt()).toBe(aged);
  });
});
