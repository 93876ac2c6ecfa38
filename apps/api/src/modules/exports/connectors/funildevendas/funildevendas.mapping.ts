// ExportCompany → one Funil de Vendas opportunity (field names of the reference's `oportunidades` items).
// An opportunity holds one contact: the first decision maker, else a contact named after the company with its
// e-mail and phones. The CNAE description goes in the company's `segmento` text; the CNPJ is sent as digits.
import { type ContactInput, companyContacts, companyPhones, displayName } from '../company-outcomes.ts';
import type { ExportCompany } from '../connector.ts';
import type { FunildevendasOptions } from './funildevendas.options.ts';

function contactOf(contact: ContactInput) {
  const [phone1, phone2] = contact.phones;
  return {
    nome: contact.name,
    ...(contact.emails[0] ? { email: contact.emails[0] } : {}),
    ...(phone1 ? { telefone1: phone1.number } : {}),
    ...(phone2 ? { telefone2: phone2.number } : {}),
    ...(contact.position ? { cargo: contact.position } : {}),
  };
}

export function opportunityBody(company: ExportCompany, options: FunildevendasOptions) {
  const a = company.address;
  const [contact] = companyContacts(company, options.onlyValidPhones, true);
  const phone = companyPhones(company, options.onlyValidPhones)[0];
  return {
    titulo: displayName(company),
    valor: options.value ?? 0,
    codigo_vendedor: options.cods.seller,
    codigo_canal_venda: options.cods.salesChannel,
    ...(options.cods.methodology ? { codigo_metodologia: options.cods.methodology } : {}),
    ...(options.cods.stage ? { codigo_etapa: options.cods.stage } : {}),
    empresa: {
      nome: displayName(company),
      cnpj: company.cnpj,
      ...(company.cnaePrincipal ? { segmento: company.cnaePrincipal.description } : {}),
      ...(company.email ? { email: company.email } : {}),
      ...(phone ? { telefone1: phone.number } : {}),
      endereco_completo: {
        logradouro: a.logradouro ?? '',
        numero: a.numero ?? '',
        complemento: a.complemento ?? '',
        bairro: a.bairro ?? '',
        cidade: a.municipio ?? '',
        uf: a.uf ?? '',
        cep: a.cep ?? '',
      },
    },
    ...(contact ? { contato: contactOf(contact) } : {}),
  };
}
