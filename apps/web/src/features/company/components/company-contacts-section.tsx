import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { CompanyDetail } from '@prospecta/contracts/search-company';
import { IconBrandLinkedin, IconDeviceMobile, IconMail, IconPhone, IconWorld } from '@tabler/icons-react';
import { ContactLine } from '@/features/company/components/contact-line';
import { FieldLabel } from '@/features/company/components/labeled-value';
import { SharedContactNotice } from '@/features/company/components/shared-contact-notice';
import { formatPhone } from '@/features/company/lib/company-format';

export function CompanyContactsSection({ company }: { company: CompanyDetail }) {
  const phones = company.telefones.filter((p) => p.tipo !== 'invalido');
  const emails = [company.email, ...company.decisores.map((d) => d.email)].filter(
    (e, i, all): e is string => typeof e === 'string' && e !== '' && all.indexOf(e) === i,
  );
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <FieldLabel>Telefones</FieldLabel>
        {phones.length === 0 ? <Text c="dimmed">Nenhum telefone informado.</Text> : null}
        {phones.map((phone) => (
          <ContactLine
            key={phone.numero}
            kind="telefone"
            value={phone.numero}
            text={formatPhone(phone.numero)}
            whatsapp={phone.tipo === 'celular'}
            icon={
              <ThemeIcon variant="light" color={phone.tipo === 'celular' ? 'teal' : 'blue'} size="md">
                {phone.tipo === 'celular' ? (
                  <IconDeviceMobile size={16} aria-label="Celular" />
                ) : (
                  <IconPhone size={16} aria-label="Telefone fixo" />
                )}
              </ThemeIcon>
            }
          />
        ))}
        <SharedContactNotice
          kind="telefone"
          others={company.telefone_compartilhado}
          several={phones.length > 1}
        />
      </Stack>
      <Stack gap="xs">
        <FieldLabel>E-mails</FieldLabel>
        {emails.length === 0 ? <Text c="dimmed">Nenhum e-mail informado.</Text> : null}
        {emails.map((email) => (
          <Stack key={email} gap="xs">
            <ContactLine
              kind="e-mail"
              value={email}
              text={email.toLowerCase()}
              icon={
                <ThemeIcon variant="light" color="grape" size="md">
                  <IconMail size={16} />
                </ThemeIcon>
              }
            />
            {/* The registry counts the company's own e-mail on other establishments: the warning sits under that
                one and names it (under the list it read as about a partner's e-mail too). */}
            {email === company.email ? (
              <SharedContactNotice
                kind="e-mail"
                others={company.email_compartilhado}
                value={emails.length > 1 ? email.toLowerCase() : undefined}
              />
            ) : null}
          </Stack>
        ))}
      </Stack>
      {company.site ? (
        <Stack gap="xs">
          <FieldLabel>Site</FieldLabel>
          <ContactLine
            kind="site"
            value={company.site}
            text={company.site}
            icon={
              <ThemeIcon variant="light" color="cyan" size="md">
                <IconWorld size={16} />
              </ThemeIcon>
            }
          />
        </Stack>
      ) : null}
      {/* Never in the registry: a page the staff added (`admin-companies`). */}
      {company.linkedin ? (
        <Stack gap="xs">
          <FieldLabel>LinkedIn</FieldLabel>
          <ContactLine
            kind="site"
            value={company.linkedin}
            text={company.linkedin.replace(/^https:\/\/www\./, '')}
            icon={
              <ThemeIcon variant="light" color="blue" size="md">
                <IconBrandLinkedin size={16} />
              </ThemeIcon>
            }
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
