// ExportCompany → Ploomes Contacts and Deals. The company record holds its own e-mail and phones; the registry
// facts a salesperson reads (CNAE, porte, situação…) and a person's role and LinkedIn go to custom fields.
import { formatCnpj } from '@prospecta/contracts/cnpj';
import { type ContactInput, companyPhones, displayName } from '../company-outcomes.ts';
import { cnaeText, type ExportCompany } from '../connector.ts';
import type { PloomesOptions } from './ploomes.options.ts';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const date = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : null);

export const COMPANY_FIELDS: Record<string, (c: ExportCompany) => string | null> = {
  'CNAE principal': (c) => cnaeText(c),
  Porte: (c) => c.porte,
  'Situação cadastral': (c) => c.situacao,
  'Data de abertura': (c) => date(c.abertura),
  'Capital social': (c) =>
    c.capitalSocial === null ? null : brl.format(c.capitalSocial).replace(/\s/g, ' '),
};
export const PERSON_FIELDS: Record<string, (p: ContactInput) => string | null> = {
  Cargo: (p) => p.position,
  LinkedIn: (p) => p.linkedin,
};
export const ALL_FIELDS = [...Object.keys(COMPANY_FIELDS), ...Object.keys(PERSON_FIELDS)];

function otherProperties<T>(
  source: T,
  fields: Record<string, (s: T) => string | null>,
  keys: Map<string, string>,
) {
  return Object.entries(fields).flatMap(([name, value]) => {
    const key = keys.get(name);
    const v = value(source);
    return key && v ? [{ FieldKey: key, StringValue: v }] : [];
  });
}

/** Brazil is CountryId 76 in Ploomes. */
const phone = (number: string) => ({ PhoneNumber: number, CountryId: 76 });
const owner = (options: PloomesOptions) => (options.ownerId ? { OwnerId: options.ownerId } : {});

/** Both spellings of a CNPJ, for the duplicate search (accounts hold either). */
export const registerFilter = (cnpj: string) =>
  `(Register eq '${cnpj}' or Register eq '${formatCnpj(cnpj)}')`;

export function companyBody(
  c: ExportCompany,
  typeId: number,
  keys: Map<string, string>,
  options: PloomesOptions,
) {
  const a = c.address;
  const zip = a.cep ? Number(a.cep.replace(/\D/g, '')) : Number.NaN;
  return {
    Name: displayName(c),
    LegalName: c.razaoSocial,
    Register: c.cnpj,
    TypeId: typeId,
    ...(c.email ? { Email: c.email } : {}),
    ...(c.site ? { Website: c.site } : {}),
    ...(a.logradouro ? { StreetAddress: a.logradouro } : {}),
    ...(a.numero ? { StreetAddressNumber: a.numero } : {}),
    ...(a.complemento ? { StreetAddressLine2: a.complemento } : {}),
    ...(a.bairro ? { Neighborhood: a.bairro } : {}),
    // ZipCode is numeric in Ploomes; CityId/StateId need the account's city table and are left to the user.
    ...(Number.isFinite(zip) ? { ZipCode: zip } : {}),
    ...owner(options),
    Phones: companyPhones(c, options.onlyValidPhones).map((p) => phone(p.number)),
    OtherProperties: otherProperties(c, COMPANY_FIELDS, keys),
  };
}

export function personBody(
  p: ContactInput,
  typeId: number,
  companyId: number,
  keys: Map<string, string>,
  options: PloomesOptions,
) {
  return {
    Name: p.name,
    TypeId: typeId,
    CompanyId: companyId,
    ...(p.emails[0] ? { Email: p.emails[0] } : {}),
    ...owner(options),
    Phones: p.phones.map((ph) => phone(ph.number)),
    OtherProperties: otherProperties(p, PERSON_FIELDS, keys),
  };
}

export function dealBody(
  c: ExportCompany,
  contactId: number,
  deal: NonNullable<PloomesOptions['deal']>,
  options: PloomesOptions,
) {
  return {
    Title: displayName(c),
    ContactId: contactId,
    PipelineId: deal.pipelineId,
    ...(deal.stageId ? { StageId: deal.stageId } : {}),
    ...(deal.amount !== undefined ? { Amount: deal.amount } : {}),
    ...owner(options),
  };
}
