// Lists: paging and ordering, create/rename/star/archive, soft delete and recovery, validation statuses,
// bad input, visibility (author, members, owners and managers; 404 for everybody else) and overview.
import { LIST_MESSAGES } from '@prospecta/contracts/lists-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchTestApp, type SearchTestApp } from '../registry-fixture.ts';
import {
  type Api,
  apiOf,
  type Customer,
  createList,
  listOfSpCompanies,
  newCustomer,
  storedSearch,
} from './lists-fixture.ts';

let t: SearchTestApp;
let api: Api;
let c: Customer;
beforeAll(async () => {
  t = await buildSearchTestApp();
  api = apiOf(t);
  c = await newCustomer(t, { exportCredits: 100 });
});
afterAll(() => t.close());

describe('POST /api/info_sets', () => {
  it('creates a list with every field of the spec and both validation statuses not initialized', async () => {
    const user = await c.token('user');
    const res = await api.post('/api/info_sets', user, {
      info_set: { name: '  Clientes SP ', description: 'x' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Clientes SP',
      description: 'x',
      archived: false,
      contacts: 0,
      star: 'false',
      deletedAt: null,
      author: { id: c.ids.user, email: c.emails.user, role: 'user' },
      members: [],
      emailsValidationStatus: 'not initialized',
      emailsValidationStartedAt: null,
      phonesValidationStatus: 'not initialized',
      phonesValidationStartedAt: null,
      search_ids: [],
      autoplayActive: false,
    });
  });

  it.each([
    ['no info_set', {}],
    ['an empty name', { info_set: { name: '   ' } }],
    ['a name too long', { info_set: { name: 'x'.repeat(121) } }],
    ['a numeric name', { info_set: { name: 5 } }],
  ])('answers 400 for %s', async (_case, payload) => {
    const res = await api.post('/api/info_sets', await c.token('user'), payload);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });
});

describe('list names', () => {
  const DUPLICATE = 'Já existe uma lista ativa com este nome. Escolha outro nome.';
  const refused = (res: { status: number; body: { message: string; errors?: unknown } }, field: string) => {
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: DUPLICATE, errors: [{ summary: field, description: DUPLICATE }] });
  };

  it('refuses on create a name another active list the user sees has, whatever its case and spaces', async () => {
    const fresh = await newCustomer(t);
    const seller = await fresh.token('user');
    await createList(api, seller, 'Indústrias de SP');
    for (const name of ['Indústrias de SP', '  indústrias  DE sp ', 'IndústriasdeSP']) {
      refused(await api.post('/api/info_sets', seller, { info_set: { name } }), 'info_set.name');
    }
    expect((await api.get('/api/info_sets', seller)).body.total).toBe(1);
    // Accents make another name; a list of the same name the seller does not see is no obstacle.
    expect(
      (await api.post('/api/info_sets', seller, { info_set: { name: 'Industrias de SP' } })).status,
    ).toBe(201);
    const other = await fresh.token('prospector');
    expect((await api.post('/api/info_sets', other, { info_set: { name: 'Indústrias de SP' } })).status).toBe(
      201,
    );
    // The manager sees both lists of that name: a third is refused.
    refused(
      await api.post('/api/info_sets', await fresh.token('manager'), {
        info_set: { name: 'indústrias de sp' },
      }),
      'info_set.name',
    );
  });

  it('takes again the name of an archived or deleted list', async () => {
    const fresh = await newCustomer(t);
    const seller = await fresh.token('user');
    const archived = await createList(api, seller, 'Arquivada');
    await api.patch(`/api/info_sets/${archived}`, seller, { info_set: { archived: true } });
    const deleted = await createList(api, seller, 'Excluída');
    await api.delete(`/api/info_sets/${deleted}`, seller);
    expect((await api.post('/api/info_sets', seller, { info_set: { name: 'Arquivada' } })).status).toBe(201);
    expect((await api.post('/api/info_sets', seller, { info_set: { name: 'Excluída' } })).status).toBe(201);
  });

  it('refuses on rename the name of another active list, and keeps a list its own name in another case', async () => {
    const fresh = await newCustomer(t);
    const seller = await fresh.token('user');
    await createList(api, seller, 'Clientes RJ');
    const id = await createList(api, seller, 'Clientes MG');
    refused(
      await api.patch(`/api/info_sets/${id}`, seller, { info_set: { name: 'clientes rj' } }),
      'info_set.name',
    );
    expect((await api.get(`/api/info_sets/${id}`, seller)).body.name).toBe('Clientes MG');
    const recased = await api.patch(`/api/info_sets/${id}`, seller, {
      info_set: { id, name: 'CLIENTES MG' },
    });
    expect(recased.status).toBe(200);
    expect(recased.body.name).toBe('CLIENTES MG');
  });

  it('creates one list of 3 sent at once with one name (201, 422, 422)', async () => {
    const fresh = await newCustomer(t);
    const seller = await fresh.token('user');
    const answers = await Promise.all(
      ['Paralela', 'paralela', ' PARALELA '].map((name) =>
        api.post('/api/info_sets', seller, { info_set: { name } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    expect((await api.get('/api/info_sets', seller)).body.total).toBe(1);
  });

  it('recovers a list whose name an active list took meanwhile as "Nome (restaurada)"', async () => {
    const fresh = await newCustomer(t);
    const seller = await fresh.token('user');
    const names = async () =>
      (await api.get('/api/info_sets', seller)).body.info_sets.map((l: { name: string }) => l.name).sort();
    const first = await createList(api, seller, 'Repetida');
    await api.delete(`/api/info_sets/${first}`, seller);
    await createList(api, seller, 'Repetida');
    const recovered = await api.post(`/api/info_sets/${first}/recover`, seller);
    expect([recovered.status, recovered.body.name]).toEqual([200, 'Repetida (restaurada)']);
    const again = await createList(api, seller, 'Dupla');
    await api.delete(`/api/info_sets/${again}`, seller);
    await createList(api, seller, 'Dupla');
    await createList(api, seller, 'dupla (RESTAURADA)');
    expect((await api.post(`/api/info_sets/${again}/recover`, seller)).body.name).toBe(
      'Dupla (restaurada 2)',
    );
    // A list whose name is free keeps it.
    const free = await createList(api, seller, 'Outra');
    await api.delete(`/api/info_sets/${free}`, seller);
    expect((await api.post(`/api/info_sets/${free}/recover`, seller)).body.name).toBe('Outra');
    expect(await names()).toEqual([
      'Dupla',
      'Dupla (restaurada 2)',
      'Outra',
      'Repetida',
      'Repetida (restaurada)',
      'dupla (RESTAURADA)',
    ]);
  });

  it('takes a list out of the archive only while no active list has its name', async () => {
    const fresh = await newCustomer(t);
    const seller = await fresh.token('user');
    const archived = await createList(api, seller, 'Guardada');
    await api.patch(`/api/info_sets/${archived}`, seller, { info_set: { archived: true } });
    await createList(api, seller, 'guardada');
    refused(
      await api.patch(`/api/info_sets/${archived}`, seller, { info_set: { archived: false } }),
      'info_set.name',
    );
    expect((await api.get(`/api/info_sets/${archived}`, seller)).body.archived).toBe(true);
    const renamed = await api.patch(`/api/info_sets/${archived}`, seller, {
      info_set: { archived: false, name: 'Guardada 2024' },
    });
    expect([renamed.status, renamed.body.archived, renamed.body.name]).toEqual([200, false, 'Guardada 2024']);
  });

  it('refuses a new list named as an active one when search results are added to it', async () => {
    const fresh = await newCustomer(t, { exportCredits: 10 });
    const seller = await fresh.token('user');
    await createList(api, seller, 'Da busca');
    const searchId = await storedSearch(api, seller, { search: { where: { sg_uf: ['SP'] } } });
    const res = await api.post('/api/searches/companies/export', seller, {
      search_id: searchId,
      cnpjs: ['11222333000181'],
      info_set_name: ' da  BUSCA',
    });
    refused(res, 'info_set_name');
    expect((await api.get('/api/info_sets', seller)).body.total).toBe(1);
  });
});

describe('GET /api/info_sets', () => {
  it('pages 10 at a time, starred first then by updated_at, with a name query', async () => {
    const fresh = await newCustomer(t);
    const token = await fresh.token('user');
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1)
      ids.push(await createList(api, token, `Lista ${String(i).padStart(2, '0')}`));
    const starred = ids[3] as string;
    expect(
      (await api.patch(`/api/info_sets/${starred}`, token, { info_set: { star: 'true' } })).body.star,
    ).toBe('true');

    const first = await api.get('/api/info_sets?page=1', token);
    expect(first.body).toMatchObject({ total: 12, page: 1, total_pages: 2 });
    expect(first.body.info_sets).toHaveLength(10);
    expect(first.body.info_sets[0].id).toBe(starred);
    expect(first.body.info_sets[1].name).toBe('Lista 11');
    const second = await api.get('/api/info_sets?page=2', token);
    expect(second.body.info_sets.map((l: { name: string }) => l.name)).toEqual(['Lista 01', 'Lista 00']);

    const asc = await api.get('/api/info_sets?updated_at=asc', token);
    expect(asc.body.info_sets[1].name).toBe('Lista 00');
    const queried = await api.get('/api/info_sets?query=lista%2010', token);
    expect(queried.body.info_sets.map((l: { name: string }) => l.name)).toEqual(['Lista 10']);
    const literal = await api.get('/api/info_sets?query=%25', token);
    expect(literal.body.total).toBe(0);
    // Typed without accents or in another case, a name is found all the same.
    const accented = await createList(api, token, 'Clientes Paraná e Goiás');
    for (const query of ['parana', 'GOIAS', 'Paraná']) {
      const found = await api.get(`/api/info_sets?query=${encodeURIComponent(query)}`, token);
      expect(found.body.info_sets.map((l: { id: string }) => l.id)).toEqual([accented]);
    }
  });

  it.each(['page=0', 'page=x', 'updated_at=sideways', 'deleted=maybe'])('answers 400 for %s', async (qs) => {
    expect((await api.get(`/api/info_sets?${qs}`, await c.token('user'))).status).toBe(400);
  });
});

describe('PATCH, DELETE and recover', () => {
  it('renames, stars, archives, deletes softly and recovers', async () => {
    const token = await c.token('user');
    const id = await createList(api, token, 'Antes');
    const patched = await api.patch(`/api/info_sets/${id}`, token, {
      info_set: { id, name: 'Depois', star: true, archived: true, company_count: 99 },
    });
    expect(patched.body).toMatchObject({ name: 'Depois', star: 'true', archived: true, contacts: 0 });
    expect((await api.patch(`/api/info_sets/${id}`, token, { info_set: { star: 'false' } })).body.star).toBe(
      'false',
    );

    const deleted = await api.delete(`/api/info_sets/${id}`, token);
    expect(deleted.status).toBe(200);
    expect(deleted.body.deletedAt).not.toBeNull();
    expect((await api.get(`/api/info_sets/${id}`, token)).status).toBe(404);
    const trash = await api.get('/api/info_sets?deleted=true', token);
    expect(trash.body.info_sets.map((l: { id: string }) => l.id)).toContain(id);

    const recovered = await api.post(`/api/info_sets/${id}/recover`, token);
    expect(recovered.status).toBe(200);
    expect(recovered.body.deletedAt).toBeNull();
    expect((await api.get(`/api/info_sets/${id}`, token)).status).toBe(200);
    // A list not in the trash exists: the refusal says where it is rather than "not found".
    const again = await api.post(`/api/info_sets/${id}/recover`, token);
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ message: 'A lista não está na lixeira' });
  });

  it.each([
    ['a bad star', { info_set: { star: 'yes' } }],
    ['archived as text', { info_set: { archived: 'sim' } }],
    ['no info_set', { name: 'x' }],
  ])('answers 400 for %s', async (_case, payload) => {
    const token = await c.token('user');
    const id = await createList(api, token);
    expect((await api.patch(`/api/info_sets/${id}`, token, payload)).status).toBe(400);
  });

  it('answers 400 when the body id differs from the URL', async () => {
    const token = await c.token('user');
    const id = await createList(api, token);
    const other = await createList(api, token);
    expect(
      (await api.patch(`/api/info_sets/${id}`, token, { info_set: { id: other, name: 'x' } })).status,
    ).toBe(400);
  });
});

describe('visibility and sharing', () => {
  it('shows a list to its author, its members and the account owner and manager; 404 for anyone else', async () => {
    const author = await c.token('user');
    const id = await createList(api, author, 'Privada');
    expect((await api.get(`/api/info_sets/${id}`, await c.token('owner'))).status).toBe(200);
    expect((await api.get(`/api/info_sets/${id}`, await c.token('manager'))).status).toBe(200);
    const prospector = await c.token('prospector');
    expect((await api.get(`/api/info_sets/${id}`, prospector)).status).toBe(404);
    expect(
      (await api.get('/api/info_sets', prospector)).body.info_sets.map((l: { id: string }) => l.id),
    ).not.toContain(id);

    const shared = await api.post(`/api/info_sets/${id}/coordinator`, author, { user_id: c.ids.prospector });
    expect(shared.status).toBe(200);
    expect(shared.body.members).toEqual([
      { id: c.ids.prospector, email: c.emails.prospector, name: expect.any(String) },
    ]);
    expect((await api.get(`/api/info_sets/${id}`, prospector)).status).toBe(200);
    expect(
      (await api.get('/api/info_sets', prospector)).body.info_sets.map((l: { id: string }) => l.id),
    ).toContain(id);
    // The teammate is told, once: sharing again adds nothing.
    expect(
      (await api.post(`/api/info_sets/${id}/coordinator`, author, { user_id: c.ids.prospector })).status,
    ).toBe(200);
    const told = (
      await api.get(`/api/user/${c.ids.prospector}/notifications`, prospector)
    ).body.notifications.filter((n: { data: { listId?: string } }) => n.data.listId === id);
    expect(told).toEqual([
      expect.objectContaining({
        type: 'list_shared',
        read: false,
        title: 'Lista compartilhada com você',
        message: expect.stringMatching(/^.+ compartilhou a lista "Privada" com você\.$/),
      }),
    ]);
    // A member works on the list but does not manage it.
    expect((await api.patch(`/api/info_sets/${id}`, prospector, { info_set: { name: 'x' } })).status).toBe(
      403,
    );
    expect((await api.delete(`/api/info_sets/${id}`, prospector)).status).toBe(403);

    const removed = await api.delete(`/api/info_sets/${id}/coordinator`, author, {
      user_id: c.ids.prospector,
    });
    expect(removed.body.members).toEqual([]);
    // Unshared while working on it: the seller is told why, not "Nenhum resultado encontrado".
    expect(await api.get(`/api/info_sets/${id}`, prospector)).toMatchObject({
      status: 404,
      body: { message: 'Lista não encontrada: ela foi excluída ou não está compartilhada com você.' },
    });
    // …and told so in the bell, without a link to a list they may not open.
    const [unshared] = (await api.get(`/api/user/${c.ids.prospector}/notifications`, prospector)).body
      .notifications;
    expect(unshared).toMatchObject({
      type: 'list_unshared',
      title: 'Você não tem mais acesso a uma lista',
      message: expect.stringMatching(
        /^.+ tirou você da lista "Privada"\. Seus status e anotações nela ficam/,
      ),
      data: { listName: 'Privada' },
    });
    expect(unshared.data.listId).toBeUndefined();
    expect(
      (await api.delete(`/api/info_sets/${id}/coordinator?user_id=${c.ids.prospector}`, author)).status,
    ).toBe(404);
  });

  it.each(['admin', 'owner', 'manager'] as const)(
    'refuses to share with a user of role %s (422)',
    async (role) => {
      const author = await c.token('user');
      const id = await createList(api, author);
      const res = await api.post(`/api/info_sets/${id}/coordinator`, author, { user_id: c.ids[role] });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(
        'Não é possível compartilhar a lista com administradores, proprietários ou gestores da conta',
      );
    },
  );

  it('refuses users of another account, unknown ids and a missing user_id', async () => {
    const other = await newCustomer(t);
    const author = await c.token('user');
    const id = await createList(api, author);
    const foreign = await api.post(`/api/info_sets/${id}/coordinator`, author, { user_id: other.ids.user });
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBe('Usuário não encontrado nesta conta');
    expect((await api.post(`/api/info_sets/${id}/coordinator`, author, { user_id: 'nope' })).status).toBe(
      422,
    );
    expect((await api.post(`/api/info_sets/${id}/coordinator`, author, {})).status).toBe(400);
    const missing = await api.delete(`/api/info_sets/${id}/coordinator`, author);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'Informe o usuário (user_id)' });
    // Sent, but no user id at all: said so, not asked for again.
    const invalid = await api.delete(`/api/info_sets/${id}/coordinator?user_id=abc`, author);
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ message: 'Usuário inválido (user_id)' });
  });

  it('lists the users a list can be shared with: same account, not admin, owner or manager, not oneself', async () => {
    const res = await api.get('/api/user/supervised_users_to_share_list', await c.token('user'));
    expect(res.status).toBe(200);
    const roles = res.body.users.map((u: { role: string }) => u.role).sort();
    expect(roles).toEqual(['customer_success', 'prospector']);
  });
});

describe('another account', () => {
  it('answers 404 on every list route for a user of another account', async () => {
    const id = await createList(api, await c.token('user'));
    const stranger = await (await newCustomer(t)).token('owner');
    const routes: [keyof Api, string, unknown?][] = [
      ['get', `/api/info_sets/${id}`],
      ['patch', `/api/info_sets/${id}`, { info_set: { name: 'x' } }],
      ['delete', `/api/info_sets/${id}`],
      ['post', `/api/info_sets/${id}/recover`],
      ['post', `/api/info_sets/${id}/coordinator`, { user_id: c.ids.prospector }],
      ['delete', `/api/info_sets/${id}/coordinator`, { user_id: c.ids.prospector }],
      ['get', `/api/info_sets/${id}/overview/user/${c.ids.user}`],
      ['get', `/api/info_sets/${id}/progress`],
      ['get', `/api/v4/info_sets/${id}/companies`],
      ['get', `/api/v4/info_sets/${id}/companies/${id}`],
      ['get', `/api/info_sets/${id}/company/user_prospecting_data`],
      [
        'patch',
        `/api/info_sets/${id}/company/user_prospecting_data`,
        { company_id: id, user_prospecting_data: { status: 'contatado' } },
      ],
      ['get', `/api/v4/info_sets/${id}/kanbam`],
      ['get', `/api/info_sets/${id}/metrics`],
      ['post', '/api/user/notes', { info_set_id: id, text: 'oi' }],
      ['get', `/api/user/notes/${id}?scope=info_set`],
      ['post', '/api/infosets/viables', { info_set_id: id }],
    ];
    for (const [method, url, payload] of routes) {
      const res = await api[method](url, stranger, payload);
      expect([method, url, res.status]).toEqual([method, url, 404]);
    }
    expect((await api.get('/api/info_sets', stranger)).body.total).toBe(0);
  });

  it('answers 404 for ids that are not uuids', async () => {
    expect((await api.get('/api/info_sets/123', await c.token('user'))).status).toBe(404);
  });
});

describe('overview, progress, accuracy feedback and viables', () => {
  it('answers zeroed overview and progress for a new list; only supervisors look at another user', async () => {
    const token = await c.token('user');
    const id = await createList(api, token);
    const overview = await api.get(`/api/info_sets/${id}/overview/user/${c.ids.user}`, token);
    expect(overview.body).toEqual({
      prospect_started: 0,
      prospect_exported: 0,
      interactions: 0,
      searches: 0,
      info_added: 0,
      prospect_effort: 0,
      total: 0,
    });
    expect(
      (await api.get(`/api/info_sets/${id}/overview/user/${c.ids.user}`, await c.token('owner'))).status,
    ).toBe(200);
    // A uuid of no user of the account is refused, as on the table and the kanban (it answered zeros).
    const nobody = await api.get(
      `/api/info_sets/${id}/overview/user/0b0e7c1e-3f0a-4c55-9d2b-1a2b3c4d5e6f`,
      await c.token('owner'),
    );
    expect({ status: nobody.status, message: nobody.body.message }).toEqual({
      status: 403,
      message: 'Sem permissões para a ação!',
    });
    const member = await c.token('prospector');
    await api.post(`/api/info_sets/${id}/coordinator`, token, { user_id: c.ids.prospector });
    expect((await api.get(`/api/info_sets/${id}/overview/user/${c.ids.user}`, member)).status).toBe(403);
    expect((await api.get(`/api/info_sets/${id}/progress`, token)).body).toEqual({
      total: 0,
      started: 0,
      finished: 0,
      percent: 0,
    });
  });

  it("says in each list how many of its companies the signed-in user has moved out of 'A prospectar'", async () => {
    // An account of its own: adding the companies spends export credits the next test counts.
    const own = await newCustomer(t, { exportCredits: 10 });
    const token = await own.token('user');
    const searchId = await storedSearch(api, token, { search: { where: { sg_uf: ['SP'] } } });
    const cnpjs = (
      await (await t.app.registry.get()).page({ search: { where: { sg_uf: ['SP'] }, return_size: 4 } })
    ).map((r) => r.cnpj);
    const added = await api.post('/api/searches/companies/export', token, {
      search_id: searchId,
      cnpjs,
      info_set_name: 'Progresso',
    });
    const listId = added.body.info_set_id as string;
    const companies = (await api.get(`/api/v4/info_sets/${listId}/companies`, token)).body.companies as {
      id: string;
    }[];
    const setStatus = (id: string, status: string) =>
      api.patch(`/api/info_sets/${listId}/company/user_prospecting_data`, token, {
        company_id: id,
        user_prospecting_data: { status },
      });
    await setStatus(companies[0]?.id ?? '', 'contatado');
    await setStatus(companies[1]?.id ?? '', 'sucesso');
    await setStatus(companies[2]?.id ?? '', 'interessado');
    await setStatus(companies[2]?.id ?? '', 'a_prospectar');
    const listed = async (as: string) =>
      (
        (await api.get('/api/info_sets?query=Progresso', as)).body.info_sets as {
          id: string;
          contacts: number;
          prospected: number;
        }[]
      ).find((l) => l.id === listId);
    expect(await listed(token)).toMatchObject({ contacts: 4, prospected: 2, prospectedBy: own.ids.user });
    expect((await api.get(`/api/info_sets/${listId}`, token)).body).toMatchObject({
      prospected: 2,
      prospectedBy: own.ids.user,
    });
  });

  it('gives an owner or a manager the progress of whoever worked the list most, a seller their own', async () => {
    const own = await newCustomer(t, { exportCredits: 10 });
    const seller = await own.token('user');
    const member = await own.token('prospector');
    const manager = await own.token('manager');
    const { listId, cnpjs } = await listOfSpCompanies(t, api, seller, 4);
    const ids = (
      (await api.get(`/api/v4/info_sets/${listId}/companies`, seller)).body.companies as { id: string }[]
    ).map((c) => c.id);
    const setStatus = (as: string, list: string, id: string | undefined, status: string) =>
      api.patch(`/api/info_sets/${list}/company/user_prospecting_data`, as, {
        company_id: id,
        user_prospecting_data: { status },
      });
    await setStatus(seller, listId, ids[0], 'contatado');
    await setStatus(seller, listId, ids[1], 'descartado');
    expect(
      (await api.post(`/api/info_sets/${listId}/coordinator`, seller, { user_id: own.ids.prospector }))
        .status,
    ).toBe(200);
    await setStatus(member, listId, ids[2], 'interessado');
    const row = async (as: string, list = listId) =>
      ((await api.get('/api/info_sets', as)).body.info_sets as { id: string }[]).find((l) => l.id === list);
    const sellers = { contacts: 4, prospected: 2, prospectedBy: own.ids.user };
    // The seller's half, whether the owner or the manager looks (their own statuses there are none)…
    expect(await row(seller)).toMatchObject(sellers);
    expect(await row(await own.token('owner'))).toMatchObject(sellers);
    expect(await row(manager)).toMatchObject(sellers);
    expect((await api.get(`/api/info_sets/${listId}`, manager)).body).toMatchObject(sellers);
    // The list's progress says the same: the seller's 1 finished of 4 to the manager, the member's own 0.
    const progress = { total: 4, started: 2, finished: 1, percent: 25 };
    expect((await api.get(`/api/info_sets/${listId}/progress`, manager)).body).toEqual(progress);
    expect((await api.get(`/api/info_sets/${listId}/progress`, seller)).body).toEqual(progress);
    expect((await api.get(`/api/info_sets/${listId}/progress`, member)).body).toMatchObject({
      started: 1,
      finished: 0,
    });
    // …the figure the list's own screen shows for the seller's prospecting ("Prospecção de").
    const metrics = await api.get(`/api/info_sets/${listId}/metrics?view_as=${own.ids.user}`, manager);
    expect(metrics.body).toMatchObject({ contacts: 4, prospectings: 2 });
    // A member sees their own work on it.
    expect(await row(member)).toMatchObject({ prospected: 1, prospectedBy: own.ids.prospector });
    // A manager's own list handed to a seller it is shared with: the seller's work, not the manager's empty 0 %.
    const managersList = await createList(api, manager, 'Lista do gerente');
    const search = await storedSearch(api, manager, { search: { where: { sg_uf: ['SP'] } } });
    const added = await api.post('/api/searches/companies/export', manager, {
      search_id: search,
      cnpjs: cnpjs.slice(0, 2),
      info_set_id: managersList,
    });
    expect(added.status).toBeLessThan(300);
    await api.post(`/api/info_sets/${managersList}/coordinator`, manager, { user_id: own.ids.user });
    const [first] = (await api.get(`/api/v4/info_sets/${managersList}/companies`, seller)).body.companies;
    await setStatus(seller, managersList, first.id, 'sucesso');
    const sellersWork = { contacts: 2, prospected: 1, prospectedBy: own.ids.user };
    expect(await row(manager, managersList)).toMatchObject(sellersWork);
    expect(await row(await own.token('owner'), managersList)).toMatchObject(sellersWork);
    expect((await api.get(`/api/info_sets/${managersList}/progress`, manager)).body).toEqual({
      total: 2,
      started: 1,
      finished: 1,
      percent: 50,
    });
    expect(await row(seller, managersList)).toMatchObject({ prospected: 1, prospectedBy: own.ids.user });
    // Once the manager has worked it as much, it is theirs again (a tie goes to the one looking).
    const [, second] = (await api.get(`/api/v4/info_sets/${managersList}/companies`, manager)).body.companies;
    await setStatus(manager, managersList, second.id, 'contatado');
    expect(await row(manager, managersList)).toMatchObject({ prospected: 1, prospectedBy: own.ids.manager });
    // On the seller's list, a member who did more than its author stands for it to a supervisor.
    await setStatus(member, listId, ids[3], 'contatado');
    await setStatus(member, listId, ids[0], 'contatado');
    expect(await row(manager)).toMatchObject({ prospected: 3, prospectedBy: own.ids.prospector });
    expect(await row(seller)).toMatchObject({ prospected: 2, prospectedBy: own.ids.user });
  });

  it('filters the lists by author and names every author of the view', async () => {
    const own = await newCustomer(t);
    const seller = await own.token('user');
    const manager = await own.token('manager');
    const mine = await createList(api, manager, 'Do gerente');
    const theirs = await createList(api, seller, 'Do vendedor');
    const archived = await createList(api, await own.token('prospector'), 'Arquivada do prospector');
    await api.patch(`/api/info_sets/${archived}`, manager, { info_set: { archived: true } });
    const names = (body: { info_sets: { name: string }[] }) => body.info_sets.map((l) => l.name).sort();
    const all = await api.get('/api/info_sets?archived=false', manager);
    expect(names(all.body)).toEqual(['Do gerente', 'Do vendedor']);
    // The choices: who wrote the view's lists, by name (the archived list's author only in that view).
    expect(all.body.authors).toEqual([
      { id: own.ids.manager, name: expect.stringMatching(/^manager /) },
      { id: own.ids.user, name: expect.stringMatching(/^user /) },
    ]);
    expect((await api.get('/api/info_sets?archived=true', manager)).body.authors).toEqual([
      { id: own.ids.prospector, name: expect.stringMatching(/^prospector /) },
    ]);
    const bySeller = await api.get(`/api/info_sets?archived=false&author_id=${own.ids.user}`, manager);
    expect(bySeller.body).toMatchObject({ total: 1, total_pages: 1 });
    expect(bySeller.body.info_sets.map((l: { id: string }) => l.id)).toEqual([theirs]);
    // The choices stay whole while one author is chosen or a name searched.
    expect(bySeller.body.authors).toEqual(all.body.authors);
    expect((await api.get('/api/info_sets?archived=false&query=gerente', manager)).body.authors).toEqual(
      all.body.authors,
    );
    const byManager = await api.get(`/api/info_sets?author_id=${own.ids.manager}&query=vendedor`, manager);
    expect(byManager.body.total).toBe(0);
    expect((await api.get(`/api/info_sets?author_id=${own.ids.manager}`, manager)).body.info_sets[0].id).toBe(
      mine,
    );
    // A seller sees only their own and shared lists, and their authors.
    expect((await api.get('/api/info_sets', seller)).body.authors).toEqual([
      { id: own.ids.user, name: expect.stringMatching(/^user /) },
    ]);
    // Another account's user: no list of theirs here.
    const other = await newCustomer(t);
    expect((await api.get(`/api/info_sets?author_id=${other.ids.user}`, manager)).body.total).toBe(0);
    const bad = await api.get('/api/info_sets?author_id=abc', manager);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ summary: 'author_id', description: 'Autor inválido' }]);
  });

  it('stores an accuracy report and refuses a bad CNPJ', async () => {
    const token = await c.token('user');
    const ok = await api.post('/api/accuracy_data_feedback/create', token, {
      cnpj: '11.222.333/0001-81',
      fields: ['telefone'],
      comment: 'Número não existe',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.message).toBe(LIST_MESSAGES.feedbackStored);
    expect((await api.post('/api/accuracy_data_feedback/create', token, { cnpj: '123' })).status).toBe(400);
  });

  it('answers viable while the export credits cover the companies to charge', async () => {
    const token = await c.token('user');
    const remaining = (await api.post('/api/infosets/viables', token, {})).body;
    expect(remaining).toEqual({ viable: true, required: 1, remaining: 100 });
    expect((await api.post('/api/infosets/viables', token, { count: 101 })).body.viable).toBe(false);
    const broke = await newCustomer(t);
    expect((await api.post('/api/infosets/viables', await broke.token('user'), {})).body).toEqual({
      viable: false,
      required: 1,
      remaining: 0,
    });
    expect((await api.post('/api/infosets/viables', token, { count: -1 })).status).toBe(400);
  });
});
