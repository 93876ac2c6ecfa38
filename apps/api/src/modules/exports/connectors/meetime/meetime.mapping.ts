// ExportCompany → a Meetime cadence lead. Field names are those of the cadence-lead POST (the same as the
// LEAD.WON webhook's lead). Meetime has no company record: each decision maker is a lead carrying the company
// name, site, city and state; the CNPJ and registry facts go in the annotations, which need no custom field.
import { type ContactInput, displayName, registryFacts } from '../company-outcomes.ts';
import type { ExportCompany } from '../connector.ts';
import type { MeetimeUser } from './meetime-api.ts';

export const annotations = (company: ExportCompany) =>
  registryFacts(company, ['cnpj', 'razaoSocial', 'cnae', 'porte', 'situacao']);

export function leadBody(company: ExportCompany, contact: ContactInput, owner: MeetimeUser | undefined) {
  return {
    name: contact.name,
    firstName: contact.name.split(/\s+/)[0],
    ...(contact.emails[0] ? { email: contact.emails[0] } : {}),
    company: displayName(company),
    ...(contact.position ? { position: contact.position } : {}),
    ...(company.site ? { site: company.site } : {}),
    ...(company.address.municipio ? { city: company.address.municipio } : {}),
    ...(company.address.uf ? { state: company.address.uf } : {}),
    ...(contact.linkedin ? { linkedIn: contact.linkedin } : {}),
    phones: contact.phones.map((p) => ({ phone: p.number, label: p.mobile ? 'Celular' : 'Fixo' })),
    annotations: annotations(company),
    // The owner field of the cadence-lead POST is not found in the reference; the webhook's lead carries
    // `salesman{id,name,email}`, so the chosen user travels in that shape.
    ...(owner ? { salesman: { id: owner.id, name: owner.name, email: owner.email } } : {}),
  };
}
