// TOTVS CRM Gestão de Clientes: the customer found by its CNPJ (GET with a RestQuery filter) and updated, or
// created; the decision makers as contacts linked to it (those already there, same e-mail or name, are kept).
// The customer record holds the company's e-mail and phones itself. No batch endpoint is documented.
import { EXPORT_TOOL_NAMES } from '@prospecta/contracts/exports-api';
import { companyContacts, exportEach, findContact } from '../company-outcomes.ts';
import type { CrmConnector, ExportCompany } from '../connector.ts';
import { contactBody, customerBody } from './totvs.mapping.ts';
import { type TotvsOptions, totvsOptionsSchema } from './totvs.options.ts';
import { CONTACTS, CUSTOMERS, equals, type TotvsApi, totvsApi } from './totvs-api.ts';

type Customer = { id: number | string; cnpj?: string | null };
type Contact = {
  id: number | string;
  customerId?: string | number;
  name?: string | null;
  email?: string | null;
};

const digits = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');

export const TOTVS_FIELDS_EMPTY =
  'Os campos de integração da ToTvs estão vazios. Preencha eles antes de prosseguir.';

async function exportCompany(api: TotvsApi, company: ExportCompany, options: TotvsOptions) {
  // The answer is checked too: a filter the server ignored must never update another customer.
  const existing = (await api.find<Customer>(CUSTOMERS, equals('cnpj', company.cnpj))).find(
    (c) => digits(c.cnpj) === company.cnpj,
  );
  const body = customerBody(company, options);
  let customerId: string;
  if (existing) {
    customerId = String(existing.id);
    await api.update(CUSTOMERS, equals('id', Number(customerId) || customerId), body);
  } else {
    const id = await api.create(CUSTOMERS, body);
    if (!id) throw new Error(`O ${EXPORT_TOOL_NAMES.totvs} não devolveu o ID do cliente criado`);
    customerId = id;
  }

  const current = existing
    ? (await api.find<Contact>(CONTACTS, equals('customerId', customerId))).filter(
        (c) => c.customerId === undefined || String(c.customerId) === customerId,
      )
    : [];
  let contacts = 0;
  for (const contact of companyContacts(company, options.onlyValidPhones, false)) {
    const found = findContact(current, contact, (c) => ({ name: c.name, emails: [c.email] }));
    if (!found) await api.create(CONTACTS, contactBody(contact, customerId, options));
    contacts++;
  }
  return {
    status: existing ? ('updated' as const) : ('created' as const),
    externalId: customerId,
    contacts,
    deals: 0,
  };
}

export const totvsConnector: CrmConnector = {
  tool: 'totvs',
  label: 'ToTvs',
  optionsSchema: totvsOptionsSchema,
  missingCredentialsMessage: (c) => (c.accessToken && c.integrationToken ? null : TOTVS_FIELDS_EMPTY),
  // Rate limits and batches are not documented (not found): 20 companies a call keep progress visible.
  batchSize: 20,
  // A customer search that finds nothing still needs the session and the integration token.
  async verify(ctx) {
    await totvsApi(ctx).find(CUSTOMERS, equals('cnpj', '00000000000000'));
  },
  async exportBatch(ctx, companies) {
    const options = totvsOptionsSchema.parse(ctx.options);
    const api = totvsApi(ctx);
    return exportEach(ctx, EXPORT_TOOL_NAMES.totvs, companies, (company) =>
      exportCompany(api, company, options),
    );
  },
};
