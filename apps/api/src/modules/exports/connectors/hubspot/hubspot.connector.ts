// HubSpot: companies upserted by the unique `cnpj` property in one batch/upsert call (a refused batch is
// resent company by company so one bad company fails alone; a HubSpot throttled or down stops the export), then per company the decision makers and the
// company's e-mail/phones as contacts associated with it (existing associations matched by e-mail or name; a
// contact whose e-mail HubSpot already holds is associated, not duplicated) and a deal when asked.
import { EXPORT_TOOL_NAMES } from '@prospecta/contracts/exports-api';
import {
  companyContacts,
  displayName,
  exportEach,
  failureReason,
  findContact,
  stopsExport,
} from '../company-outcomes.ts';
import {
  type CompanyOutcome,
  type ConnectorContext,
  type CrmConnector,
  CrmRequestError,
  type ExportCompany,
} from '../connector.ts';
import { cnpjValue, companyProperties, contactBody, dealBody } from './hubspot.mapping.ts';
import { type HubspotOptions, hubspotOptionsSchema } from './hubspot.options.ts';
import {
  CNPJ_PROPERTY,
  ensureCnpjProperty,
  type HubspotApi,
  type HubspotObject,
  hubspotApi,
} from './hubspot-api.ts';

type Upserted = { results: HubspotObject[] };
const NOT_RETURNED = `O ${EXPORT_TOOL_NAMES.hubspot} não devolveu a empresa`;

async function upsert(api: HubspotApi, companies: ExportCompany[], options: HubspotOptions) {
  const inputs = companies.map((c) => ({
    id: cnpjValue(c),
    idProperty: CNPJ_PROPERTY,
    properties: companyProperties(c, options),
  }));
  const body = await api.call<Upserted>('POST', '/crm/v3/objects/companies/batch/upsert', { inputs });
  // Results do not keep the order of the inputs: they are matched by the CNPJ they carry.
  const only = companies.length === 1 ? cnpjValue(companies[0] as ExportCompany) : '';
  return new Map(body.results.map((r) => [r.properties[CNPJ_PROPERTY] ?? only, r]));
}

/** Each company's upserted record, or the reason it was refused. */
async function upsertCompanies(
  ctx: ConnectorContext,
  api: HubspotApi,
  companies: ExportCompany[],
  options: HubspotOptions,
) {
  const found = new Map<string, HubspotObject | string>();
  try {
    for (const [cnpj, record] of await upsert(api, companies, options)) found.set(cnpj, record);
  } catch (error) {
    if (!(error instanceof CrmRequestError) || stopsExport(ctx, error)) throw error;
    ctx.log(`HubSpot recusou o lote (${error.status}); enviando empresa por empresa`);
  }
  // A refused batch (400) or a 207 answer without some companies: those go one by one.
  for (const company of companies.filter((c) => !found.has(cnpjValue(c)))) {
    try {
      const record = (await upsert(api, [company], options)).get(cnpjValue(company));
      found.set(cnpjValue(company), record ?? NOT_RETURNED);
    } catch (error) {
      if (stopsExport(ctx, error)) throw error;
      found.set(cnpjValue(company), failureReason(EXPORT_TOOL_NAMES.hubspot, error));
    }
  }
  return found;
}

async function contactId(api: HubspotApi, body: ReturnType<typeof contactBody>, companyId: string) {
  try {
    return (await api.call<{ id: string }>('POST', '/crm/v3/objects/contacts', body)).id;
  } catch (error) {
    // The e-mail belongs to a contact HubSpot already holds (409 "Contact already exists. Existing ID: n").
    const existing =
      error instanceof CrmRequestError && error.status === 409
        ? /Existing ID: (\d+)/.exec(JSON.stringify(error.body))?.[1]
        : undefined;
    if (!existing) throw error;
    await api.call('PUT', `/crm/v4/objects/contacts/${existing}/associations/default/companies/${companyId}`);
    return existing;
  }
}

async function exportCompany(
  api: HubspotApi,
  company: ExportCompany,
  record: HubspotObject,
  options: HubspotOptions,
) {
  const isNew = record.new === true;
  const people = isNew
    ? []
    : await api.read('contacts', await api.associated('companies', record.id, 'contacts'), [
        'firstname',
        'lastname',
        'email',
      ]);
  const ids: string[] = [];
  for (const contact of companyContacts(company, options.onlyValidPhones, true)) {
    const found = findContact(people, contact, (p) => ({
      name: [p.properties.firstname, p.properties.lastname].filter(Boolean).join(' '),
      emails: [p.properties.email],
    }));
    ids.push(found?.id ?? (await contactId(api, contactBody(contact, record.id, options), record.id)));
  }
  let deals = 0;
  if (options.deal) {
    const current = isNew
      ? []
      : await api.read('deals', await api.associated('companies', record.id, 'deals'), [
          'dealname',
          'pipeline',
        ]);
    const body = dealBody(company, record.id, ids[0], options.deal, options);
    if (
      !current.some(
        (d) =>
          d.properties.dealname === displayName(company) &&
          d.properties.pipeline === options.deal?.pipelineId,
      )
    ) {
      await api.call('POST', '/crm/v3/objects/deals', body);
      deals = 1;
    }
  }
  return {
    status: isNew ? ('created' as const) : ('updated' as const),
    externalId: record.id,
    contacts: ids.length,
    deals,
  };
}

async function exportBatch(ctx: ConnectorContext, companies: ExportCompany[]): Promise<CompanyOutcome[]> {
  const options = hubspotOptionsSchema.parse(ctx.options);
  const api = hubspotApi(ctx);
  await ensureCnpjProperty(api);
  const upserted = await upsertCompanies(ctx, api, companies, options);
  return exportEach(ctx, EXPORT_TOOL_NAMES.hubspot, companies, async (company) => {
    const record = upserted.get(cnpjValue(company));
    if (typeof record === 'string' || !record) return { status: 'failed', error: record ?? NOT_RETURNED };
    return exportCompany(api, company, record, options);
  });
}

export const hubspotConnector: CrmConnector = {
  tool: 'hubspot',
  label: 'Hubspot',
  optionsSchema: hubspotOptionsSchema,
  missingCredentialsMessage: (c) => (c.accessToken ? null : 'Você ainda não está autenticado no Hubspot'),
  // Batch upsert takes up to 100 inputs; 25 companies (about 100 requests with their contacts, within the
  // 100-per-10-seconds OAuth app limit) keep progress visible.
  batchSize: 25,
  async verify(ctx) {
    try {
      await hubspotApi(ctx).call('GET', `/crm/v3/properties/companies/${CNPJ_PROPERTY}`);
    } catch (error) {
      // The cnpj property not created yet (the first export creates it): the token was taken.
      if (!(error instanceof CrmRequestError && error.status === 404)) throw error;
    }
  },
  exportBatch,
};
