// ExportCompany → Agendor v3 bodies. The organization holds the company's e-mail and phones itself
// (contact.email / work / mobile), so no general contact person is needed.
import { type ContactInput, companyPhones, displayName, registryFacts } from '../company-outcomes.ts';
import type { ExportCompany } from '../connector.ts';
import type { AgendorOptions } from './agendor.options.ts';

const owner = (options: AgendorOptions) => (options.ownerUser ? { ownerUser: options.ownerUser } : {});

/**
 * The address's street and number. The reference lists `street_name, street_number` [AG-go models.go], whose
 * model types the number as an integer: a number the registry writes otherwise ("S/N", "1A", "KM 12") would be
 * lost as a number, so it goes after the street ("Rodovia BR-101, KM 12") and no number is sent.
 */
export function streetAndNumber(address: ExportCompany['address']) {
  const street = address.logradouro?.trim() || undefined;
  const number = address.numero?.trim() || undefined;
  // "0" is how some registrations say there is no number: nothing to keep.
  if (!number || /^0+$/.test(number)) return { street_name: street };
  if (/^\d{1,9}$/.test(number)) return { street_name: street, street_number: Number(number) };
  return { street_name: street ? `${street}, ${number}` : number };
}

export function organizationBody(company: ExportCompany, options: AgendorOptions) {
  const phones = companyPhones(company, options.onlyValidPhones);
  const a = company.address;
  return {
    name: displayName(company),
    legalName: company.razaoSocial,
    cnpj: company.cnpj,
    website: company.site ?? undefined,
    description: registryFacts(company, ['cnae', 'porte', 'situacao']),
    ...owner(options),
    contact: {
      email: company.email ?? undefined,
      work: phones.find((p) => p.type === 'fixo')?.number,
      mobile: phones.find((p) => p.type === 'celular')?.number,
    },
    address: {
      postal_code: a.cep ?? undefined,
      country: 'Brasil',
      state: a.uf ?? undefined,
      city: a.municipio ?? undefined,
      district: a.bairro ?? undefined,
      ...streetAndNumber(a),
      additional_info: a.complemento ?? undefined,
    },
  };
}

export function personBody(contact: ContactInput, organizationId: number, options: AgendorOptions) {
  return {
    name: contact.name,
    organization: organizationId,
    role: contact.position ?? undefined,
    ...owner(options),
    contact: {
      email: contact.emails[0],
      work: contact.phones.find((p) => !p.mobile)?.number,
      mobile: contact.phones.find((p) => p.mobile)?.number,
      linked_in: contact.linkedin ?? undefined,
    },
  };
}

export function dealBody(
  company: ExportCompany,
  deal: NonNullable<AgendorOptions['deal']>,
  options: AgendorOptions,
) {
  return {
    title: displayName(company),
    funnel: deal.funnelId,
    ...(deal.stageId ? { dealStage: deal.stageId } : {}),
    ...(deal.value !== undefined ? { value: deal.value } : {}),
    ...owner(options),
  };
}
