// Ploomes: the company (a Contact of the company type) found by Register = CNPJ or created, the decision
// makers as person Contacts linked by CompanyId, and a deal per company when the extras ask for it. The
// account's fields are read and the missing ones created first; every 19 contacts written, a 10 s pause.
import { EXPORT_TOOL_NAMES } from '@prospecta/contracts/exports-api';
import { companyContacts, exportEach, findContact } from '../company-outcomes.ts';
import type { CrmConnector, ExportCompany } from '../connector.ts';
import { ALL_FIELDS, companyBody, dealBody, personBody, registerFilter } from './ploomes.mapping.ts';
import { type PloomesOptions, ploomesOptionsSchema } from './ploomes.options.ts';
import { contactFieldKeys, contactTypes, type PloomesApi, ploomesApi } from './ploomes-api.ts';

type Contact = { Id: number; Name: string; Email?: string | null };
type Setup = {
  types: { company: number; person: number };
  keys: Map<string, string>;
  options: PloomesOptions;
};

async function exportCompany(api: PloomesApi, company: ExportCompany, { types, keys, options }: Setup) {
  const [existing] = await api.list<Contact>('/Contacts', {
    $filter: `TypeId eq ${types.company} and ${registerFilter(company.cnpj)}`,
    $select: 'Id,Name',
    $top: '1',
  });
  const body = companyBody(company, types.company, keys, options);
  const saved = existing
    ? await api.writeContact<Contact>('PATCH', `/Contacts(${existing.Id})`, body)
    : await api.writeContact<Contact>('POST', '/Contacts', body);
  const companyId = saved?.Id ?? existing?.Id;
  if (!companyId) throw new Error('O Ploomes não devolveu o id da empresa criada');

  const people = existing
    ? await api.list<Contact>('/Contacts', {
        $filter: `CompanyId eq ${companyId} and TypeId eq ${types.person}`,
        $select: 'Id,Name,Email',
      })
    : [];
  let contacts = 0;
  for (const person of companyContacts(company, options.onlyValidPhones, false)) {
    contacts++;
    if (findContact(people, person, (p) => ({ name: p.Name, emails: [p.Email] }))) continue;
    await api.writeContact('POST', '/Contacts', personBody(person, types.person, companyId, keys, options));
  }

  let deals = 0;
  if (options.deal) {
    const current = existing
      ? await api.list<{ Id: number }>('/Deals', {
          $filter: `ContactId eq ${companyId} and PipelineId eq ${options.deal.pipelineId}`,
          $select: 'Id',
          $top: '1',
        })
      : [];
    if (current.length === 0) {
      await api.write('POST', '/Deals', dealBody(company, companyId, options.deal, options));
      deals = 1;
    }
  }
  return {
    status: existing ? ('updated' as const) : ('created' as const),
    externalId: String(companyId),
    contacts,
    deals,
  };
}

export const ploomesConnector: CrmConnector = {
  tool: 'ploomes',
  label: 'Ploomes',
  optionsSchema: ploomesOptionsSchema,
  missingCredentialsMessage: (c) => (c.apiKey ? null : 'Você ainda não está autenticado no Ploomes'),
  // 120 requests/min and 19 contacts per 10 s: 10 companies (about 30 contacts) per call.
  batchSize: 10,
  async verify(ctx) {
    await ploomesApi(ctx).list('/Contacts@Types', {});
  },
  async exportBatch(ctx, companies) {
    const options = ploomesOptionsSchema.parse(ctx.options);
    const api = ploomesApi(ctx);
    const setup: Setup = {
      types: await contactTypes(api),
      keys: await contactFieldKeys(api, ALL_FIELDS),
      options,
    };
    return exportEach(ctx, EXPORT_TOOL_NAMES.ploomes, companies, (company) =>
      exportCompany(api, company, setup),
    );
  },
};
