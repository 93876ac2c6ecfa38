// RD Station CRM (v1, account token): the organization found by its CNPJ custom field among the matches of
// its name (`?q=`), or created — under a distinguishing name when another company holds that name —, the
// decision makers and the company's e-mail/phones as contacts of it, and a deal in the chosen stage when the
// extras ask for it. 120 requests/min: the shared client waits out 429 Retry-After.
import { formatCnpj } from '@prospecta/contracts/cnpj';
import { EXPORT_TOOL_NAMES } from '@prospecta/contracts/exports-api';
import { companyContacts, displayName, exportEach, findContact, sameName } from '../company-outcomes.ts';
import type { ConnectorContext, CrmConnector, ExportCompany } from '../connector.ts';
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

/** A site's host without scheme, "www." or path ("https://www.x.com.br/a" → "x.com.br"). */
const hostOf = (url: string | null | undefined) =>
  url
    ?.trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .split(/[/?#]/)[0] || null;

/**
 * The names to create the company under, in order: its own, then with its city, its branch number (a branch's
 * CNPJ order, "— Filial 0012") and at last its CNPJ, which no other company has. "Company names are unique
 * across the account" [RD-v2-org]: a name another company holds is refused, so the next is taken.
 */
export function candidateNames(company: ExportCompany): string[] {
  const name = displayName(company);
  const { municipio, uf } = company.address;
  const order = company.cnpj.slice(8, 12);
  return [
    name,
    ...(municipio ? [`${name} — ${[municipio, uf].filter(Boolean).join('/')}`] : []),
    ...(order !== '0001' ? [`${name} — Filial ${order}`] : []),
    `${name} — CNPJ ${formatCnpj(company.cnpj)}`,
  ];
}

type Place = { existing: RdOrganization | undefined; name: string };

/**
 * Where the company goes: the organization holding its CNPJ (under whatever name it has, a distinguishing
 * one of an earlier export included: `?q=` finds every name containing its own), else one of its name with
 * no CNPJ whose site is the company's — the name alone does not make it this company, and its data would be
 * overwritten —, else a new organization under the first name no organization holds. An organization with
 * another CNPJ, or with none and another site or none, is never touched.
 */
async function placeOf(api: RdstationApi, company: ExportCompany, fieldId: string): Promise<Place> {
  const cnpjs = [company.cnpj, cnpjValue(company)];
  const name = displayName(company);
  const matches = await api.list<RdOrganization>('/organizations', 'organizations', { q: name });
  const cnpjOf = (o: RdOrganization) =>
    o.organization_custom_fields?.find((f) => f.custom_field_id === fieldId)?.value as string | undefined;
  const mine =
    matches.find((o) => cnpjs.includes(String(cnpjOf(o) ?? ''))) ??
    matches.find(
      (o) =>
        !cnpjOf(o) &&
        sameName(o.name, name) &&
        !!hostOf(company.site) &&
        hostOf(o.url) === hostOf(company.site),
    );
  if (mine) return { existing: mine, name: mine.name };
  const names = candidateNames(company);
  const free = names.find((n) => !matches.some((o) => sameName(o.name, n)));
  return { existing: undefined, name: free ?? (names.at(-1) as string) };
}

async function exportCompany(
  ctx: ConnectorContext,
  api: RdstationApi,
  company: ExportCompany,
  fieldId: string,
  options: RdstationOptions,
) {
  const { existing, name } = await placeOf(api, company, fieldId);
  // An organization keeps its name (a distinguishing one stays: its plain name belongs to another company).
  const body = organizationBody(company, fieldId, options, name);
  const org = existing
    ? await api.call<RdOrganization>('PUT', `/organizations/${idOf(existing)}`, body)
    : await api.call<RdOrganization>('POST', '/organizations', body);
  const orgId = idOf(org ?? existing);
  if (!existing && name !== displayName(company))
    ctx.log(`${company.cnpj}: criada no RD Station como "${name}" (o nome pertence a outra organização)`);

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
      exportCompany(ctx, api, company, fieldId, options),
    );
  },
};
