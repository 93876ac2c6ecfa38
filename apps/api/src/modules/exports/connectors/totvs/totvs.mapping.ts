// ExportCompany → TOTVS CRM customer and contact bodies. The reference shows only that bodies are JSON with
// English camelCase names (`{"name", "birthday"}`); the customer and contact attributes below are our choice
// (not found), kept to plain names so mapping them to the account's contract is one file.
import { type ContactInput, companyPhones, displayName } from '../company-outcomes.ts';
import { cnaeText, type ExportCompany } from '../connector.ts';
import type { TotvsOptions } from './totvs.options.ts';

const owner = (options: TotvsOptions) => (options.ownerId ? { ownerId: options.ownerId } : {});

export function customerBody(company: ExportCompany, options: TotvsOptions) {
  const a = company.address;
  const cnae = company.cnaePrincipal;
  return {
    name: displayName(company),
    corporateName: company.razaoSocial,
    /** Legal person (pessoa jurídica). */
    personType: 'J',
    cnpj: company.cnpj,
    ...owner(options),
    ...(company.email ? { email: company.email } : {}),
    phones: companyPhones(company, options.onlyValidPhones).map((p) => ({
      number: p.number,
      type: p.type === 'celular' ? 'mobile' : 'landline',
    })),
    ...(company.site ? { website: company.site } : {}),
    address: {
      street: a.logradouro,
      number: a.numero,
      complement: a.complemento,
      district: a.bairro,
      city: a.municipio,
      state: a.uf,
      zipCode: a.cep,
      country: 'Brasil',
    },
    ...(cnae ? { mainActivity: cnaeText(company) } : {}),
    ...(company.porte ? { size: company.porte } : {}),
    registrationStatus: company.situacao,
  };
}

export function contactBody(contact: ContactInput, customerId: string, options: TotvsOptions) {
  return {
    name: contact.name,
    customerId,
    ...owner(options),
    ...(contact.position ? { jobTitle: contact.position } : {}),
    ...(contact.emails[0] ? { email: contact.emails[0] } : {}),
    phones: contact.phones.map((p) => ({ number: p.number, type: p.mobile ? 'mobile' : 'landline' })),
    ...(contact.linkedin ? { linkedin: contact.linkedin } : {}),
  };
}
