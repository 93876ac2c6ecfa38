import { Anchor, Stack } from '@mantine/core';
import type { DecisionMaker } from '@prospecta/contracts/search-company';
import { titleCase } from '@prospecta/contracts/text-case';
import { IconBrandLinkedin, IconMail, IconPhone } from '@tabler/icons-react';
import { contactHref } from '@/features/company/components/contact-line';
import { formatPhone } from '@/features/company/lib/company-format';

/**
 * A phone, e-mail or profile as a small link with its icon; its accessible name says what it does and whose
 * it is, and holds the text shown (speech control finds a link by what it reads).
 */
export function ContactLink(props: {
  href: string;
  label: string;
  text: string;
  icon: typeof IconPhone;
  external?: boolean;
}) {
  const Icon = props.icon;
  return (
    <Anchor
      href={props.href}
      fz="sm"
      c="inherit"
      underline="hover"
      aria-label={props.label.includes(props.text) ? props.label : `${props.label}: ${props.text}`}
      target={props.external ? '_blank' : undefined}
      rel={props.external ? 'noopener noreferrer' : undefined}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, overflowWrap: 'anywhere' }}
    >
      <Icon size={14} aria-hidden style={{ flexShrink: 0 }} />
      {props.text}
    </Anchor>
  );
}

/** Whether the enrichment gave a person a way to reach them of their own. */
export const hasOwnContacts = (person: DecisionMaker) =>
  Boolean(person.email || person.telefone || person.linkedin);

/** A person's own phone, e-mail and LinkedIn, as links. */
export function PersonOwnContacts({ person }: { person: DecisionMaker }) {
  const name = titleCase(person.nome);
  return (
    <Stack gap={2}>
      {person.telefone ? (
        <ContactLink
          href={contactHref('telefone', person.telefone)}
          label={`Ligar para ${name}`}
          text={formatPhone(person.telefone)}
          icon={IconPhone}
        />
      ) : null}
      {person.email ? (
        <ContactLink
          href={contactHref('e-mail', person.email)}
          label={`Escrever para ${name}`}
          text={person.email}
          icon={IconMail}
        />
      ) : null}
      {person.linkedin ? (
        <ContactLink
          href={contactHref('site', person.linkedin)}
          label={`LinkedIn de ${name}`}
          text="LinkedIn"
          icon={IconBrandLinkedin}
          external
        />
      ) : null}
    </Stack>
  );
}
