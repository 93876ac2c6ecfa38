// RD Station CRM (v1, account token): the organization found by its CNPJ custom field among the name
// matches (`?q=`; names are unique in an account, so a same-name organization without a CNPJ is taken as
// it) or created, the decision makers and the company's e-mail/phones as contacts of it, and a deal in the
// chosen stage when the extras ask for it. 120 requests/min: the shared client waits out 429 Retry-After.
import { EXPORT_TOOL_NAMES } from '@prospecta/contracts/exports-api';
import { companyContacts, displayName, exportEach, findContact, sameName } from '../company-outcomes.ts';
import type { CrmConnector, ExportCompany } from '../connector.ts';
import { cnpjValue, contactBody, dealBody, organizationBody } from './rdstation.mapping.ts';
import { type RdstationOptions, rdstationOptionsSchema } from './rdstation.options.ts';
import {
  cnpjFieldId,
  type RdContact,
  type RdOrganization,
  type RdstationApi,
  rdstationApi,
} from './rdstation-api.ts';

const idOf = (r: { _id?: string; id?: string }) => String(r._id ?? r.id);

async function findOrganization(api: RdstationApi, company: ExportCompany, fieldId: string) {
  const cnpjs = [company.cnpj, cnpjValue(company)];
  const name = displayName(company);
  const matches = await api.list<RdOrganization>('/organizations', 'organizations', { q: name });
  const cnpjOf = (o: RdOrganization) =>
    o.organization_custom_fields?.find((f) => f.custom_field_id === fieldId)?.value as string | undefined;
  return (
    matches.find((o) => cnpjs.includes(cnpjOf(o) ?? '')) ??
    matches.find((o) => !cnpjOf(o) && sameName(o.name, name))
  );
}

async function exportCompany(
  api: RdstationApi,
  company: ExportCompany,
  fieldId: string,
  options: RdstationOptions,
) {
  const existing = await findOrganization(api, company, fieldId);
  const body = organizationBody(company, fieldId, options);
  const org = existing
    ? await api.call<RdOrganization>('PUT', `/organizations/${idOf(existing)}`, body)
    : await api.call<RdOrganization>('POST', '/organizations', body);
  const orgId = idOf(org ?? existing);

  // The contacts of an organization (GET /organizations/{id}/contacts) are not in the stored reference;
  // it is the route of RD's public v1 docs.
  const current = existing ? await api.list<RdContact>(`/organizations/${orgId}/contacts`, 'contacts') : [];
  let contacts = 0;
  for (const contact of companyContacts(company, options.onlyValidPhones, true)) {
    contacts++;
    if (
      findContact(current, contact, (c) => ({ name: c.name, emails: (c.emails ?? []).map((e) => e.email) }))
    )
      continue;
    await api.call('POST', '/contacts', contactBody(contact, orgId));
  }

  let deals = 0;
  if (options.deal) {
    // Same: the deals of an organization (GET /organizations/{id}/deals) come from RD's public v1 docs.
    const open = existing
      ? await api.list<{ deal_stage?: { _id?: string; id?: string } }>(
          `/organizations/${orgId}/deals`,
          'deals',
        )
      : [];
    if (!open.some((d) => d.deal_stage && idOf(d.deal_stage) === options.deal?.stageId)) {
      await api.call('POST', '/deals', dealBody(company, orgId, options.deal, options));
      deals = 1;
    }
  }
  return {
    status: existing ? ('updated' as const) : ('created' as const),
    externalId: orgId,
    contacts,
    deals,
  };
}

export const rdstationConnector: CrmConnector = {
  tool: 'rdstation',
  label: 'Rd Station',
  optionsSchema: rdstationOptionsSchema,
  missingCredentialsMessage: (c) =>
    c.apiKey || c.accessToken ? null : 'Você ainda não está autenticado no Rd Station',
  // 120 requests/min and about 5 requests per company: 20 companies per call is under a minute's budget.
  batchSize: 20,
  // The token test of RD Station CRM v1.
  async verify(ctx) {
    await rdstationApi(ctx).call('GET', '/token/check');
  },
  async exportBatch(ctx, companies) {
    const options = rdstationOptionsSchema.parse(ctx.options);
    const api = rdstationApi(ctx);
    const fieldId = await cnpjFieldId(api);
    return exportEach(ctx, EXPORT_TOOL_NAMES.rdstation, companies, (company) =>
      exportCompany(api, company, fieldId, options),
    );
  },
};
