// Pipedrive: organization upserted by its CNPJ custom field (exact search), the decision makers and the
// company's e-mail/phones as persons linked to it, and a deal per company when the extras ask for one.
// No batch endpoint exists for creating, so each record is one request; the shared client handles 429.
import { EXPORT_TOOL_NAMES } from '@prospecta/contracts/exports-api';
import { companyContacts, exportEach, findContact } from '../company-outcomes.ts';
import type { CrmConnector, ExportCompany } from '../connector.ts';
import {
  CNPJ_FIELD,
  dealBody,
  ORGANIZATION_FIELDS,
  organizationBody,
  personBody,
} from './pipedrive.mapping.ts';
import { type PipedriveOptions, pipedriveOptionsSchema } from './pipedrive.options.ts';
import { organizationFieldKeys, type PipedriveApi, pipedriveApi } from './pipedrive-api.ts';

type Person = { id: number; name: string; emails?: { value: string }[] };
type Deal = { id: number; title: string; pipeline_id: number };
type SearchResult = { items: { item: { id: number } }[] };

async function findOrganization(api: PipedriveApi, cnpjValue: string): Promise<number | undefined> {
  // Search reads Pipedrive's index, which trails writes by a few seconds; an export resumed at once after a
  // crash may not find a just-created organization (documented eventual consistency of search).
  const body = await api.call<SearchResult>('GET', api.v2('/organizations/search'), undefined, {
    term: cnpjValue,
    fields: 'custom_fields',
    exact_match: 'true',
    limit: 1,
  });
  return body.data?.items?.[0]?.item.id;
}

async function exportCompany(
  api: PipedriveApi,
  company: ExportCompany,
  keys: Map<string, string>,
  options: PipedriveOptions,
) {
  const cnpjValue = ORGANIZATION_FIELDS[CNPJ_FIELD]?.(company) ?? company.cnpj;
  const existingId = await findOrganization(api, cnpjValue);
  const org = organizationBody(company, keys, options);
  const orgId = existingId
    ? (await api.call<{ id: number }>('PATCH', api.v2(`/organizations/${existingId}`), org)).data.id
    : (await api.call<{ id: number }>('POST', api.v2('/organizations'), org)).data.id;

  const people = existingId ? await api.list<Person>('/persons', { org_id: orgId }) : [];
  const personIds: number[] = [];
  for (const contact of companyContacts(company, options.onlyValidPhones, true)) {
    const found = findContact(people, contact, (p) => ({
      name: p.name,
      emails: (p.emails ?? []).map((e) => e.value),
    }));
    // A person already in the CRM is the salesperson's copy now: linked, never overwritten.
    const id =
      found?.id ??
      (await api.call<Person>('POST', api.v2('/persons'), personBody(contact, orgId, options))).data.id;
    personIds.push(id);
  }

  let deals = 0;
  if (options.deal) {
    const body = dealBody(company, orgId, personIds[0], options.deal, options);
    const current = existingId ? await api.list<Deal>('/deals', { org_id: orgId }) : [];
    if (!current.some((d) => d.pipeline_id === body.pipeline_id && d.title === body.title)) {
      await api.call('POST', api.v2('/deals'), body);
      deals = 1;
    }
  }
  return {
    status: existingId ? ('updated' as const) : ('created' as const),
    externalId: String(orgId),
    contacts: personIds.length,
    deals,
  };
}

export const pipedriveConnector: CrmConnector = {
  tool: 'pipedrive',
  label: 'Pipedrive',
  optionsSchema: pipedriveOptionsSchema,
  missingCredentialsMessage: (c) =>
    c.apiKey || c.accessToken ? null : 'Você ainda não está autenticado no Pipedrive',
  // Burst limits are per 2 s (20–480 requests by plan); 25 companies keep a batch short and progress visible.
  batchSize: 25,
  async verify(ctx) {
    const api = pipedriveApi(ctx);
    await api.call('GET', api.v1('/organizationFields'), undefined, { start: 0, limit: 1 });
  },
  async exportBatch(ctx, companies) {
    const options = pipedriveOptionsSchema.parse(ctx.options);
    const api = pipedriveApi(ctx);
    const keys = await organizationFieldKeys(api, Object.keys(ORGANIZATION_FIELDS));
    return exportEach(ctx, EXPORT_TOOL_NAMES.pipedrive, companies, (company) =>
      exportCompany(api, company, keys, options),
    );
  },
};
