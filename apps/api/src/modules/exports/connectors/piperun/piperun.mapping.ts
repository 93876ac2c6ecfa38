// ExportCompany → PipeRun bodies. Company field names follow the official extractor's company schema; the
// city (city_id) and CNAE (cnae_id) are PipeRun's own ids, which need a lookup the reference does not
// document (not found), so they are left for the salesperson. The company's e-mail and first phone go
// on the company (as the MCP client sends them) and all its phones on a contact named after it.
import { type ContactInput, displayName } from '../company-outcomes.ts';
import type { ExportCompany } from '../connector.ts';
import type { PiperunOptions } from './piperun.options.ts';

const owner = (options: PiperunOptions) => (options.ownerId ? { owner_id: options.ownerId } : {});

export function companyBody(company: ExportCompany, phone: string | undefined, options: PiperunOptions) {
  const a = company.address;
  return {
    name: displayName(company),
    company_name: company.razaoSocial,
    // Digits only: the search below (GET /companies?cnpj=) looks for the same text.
    cnpj: company.cnpj,
    ...owner(options),
    ...(company.site ? { website: company.site } : {}),
    ...(company.email ? { email: company.email } : {}),
    ...(phone ? { phone } : {}),
    ...(a.cep ? { address_postal_code: a.cep } : {}),
    ...(a.logradouro ? { address: a.logradouro } : {}),
    ...(a.numero ? { address_number: a.numero } : {}),
    ...(a.complemento ? { address_complement: a.complemento } : {}),
    ...(a.bairro ? { district: a.bairro } : {}),
  };
}

/**
 * The reference is unsure how a person's e-mail and phone travel (one client sends strings `email`/`phone`,
 * another arrays `emails`/`phones`); PipeRun's public docs show both in use, so both are sent and the API
 * keeps the ones it knows.
 */
export function personBody(contact: ContactInput, companyId: number, options: PiperunOptions) {
  return {
    name: contact.name,
    company_id: companyId,
    ...owner(options),
    ...(contact.position ? { job_title: contact.position } : {}),
    ...(contact.emails[0] ? { email: contact.emails[0] } : {}),
    ...(contact.phones[0] ? { phone: contact.phones[0].number } : {}),
    emails: contact.emails,
    phones: contact.phones.map((p) => p.number),
  };
}

export function dealBody(
  company: ExportCompany,
  companyId: number,
  personId: number | undefined,
  deal: NonNullable<PiperunOptions['dealConfig']>,
) {
  return {
    title: displayName(company),
    pipeline_id: deal.pipelineId,
    stage_id: deal.stageId,
    owner_id: deal.ownerId,
    company_id: companyId,
    ...(personId ? { person_id: personId } : {}),
    ...(deal.originId ? { origin_id: deal.originId } : {}),
    ...(deal.value !== undefined ? { value: deal.value } : {}),
    ...(deal.temperature ? { temperature: deal.temperature } : {}),
  };
}
