import { Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import {
  isCompanyRegistry,
  type ListCompany,
  type ProspectingStatus,
} from '@prospecta/contracts/lists-companies-api';
import { titleCase } from '@prospecta/contracts/text-case';
import {
  IconArrowLeft,
  IconBrandLinkedin,
  IconDeviceMobile,
  IconMail,
  IconPhone,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CompanyBranchesSection } from '@/features/company/components/company-branches-section';
import { CompanyGroupTree } from '@/features/company/components/company-group-tree';
import { CompanyRegistrySection } from '@/features/company/components/company-registry-section';
import { hasOwnContacts, PersonOwnContacts } from '@/features/company/components/person-contacts';
import { SharedContactNotice } from '@/features/company/components/shared-contact-notice';
import { SpecialSituation } from '@/features/company/components/special-situation';
import { copiedText, formatPhone, partnerFacts, positionText } from '@/features/company/lib/company-format';
import type { ListTableScope } from '@/features/list-companies/api/get-list-companies';
import { useListCompany } from '@/features/list-companies/api/get-list-company';
import {
  ContactOutcomeBadge,
  phoneOutcome,
} from '@/features/list-companies/components/contact-outcome-badge';
import { CopyContact } from '@/features/list-companies/components/copy-contact';
import { companyTitle } from '@/features/list-companies/components/kanban-card';
import { StatusSelect } from '@/features/list-companies/components/status-select';
import { resultCell } from '@/features/list-companies/lib/result-cells';
import { formatPlace } from '@/lib/address-format';
import { isMissing } from '@/lib/api-errors';

/** A company inside a list: registry data, contacts, decision makers and its prospecting status. */
export function ListCompanyDetail(props: {
  listId: string;
  companyId: string;
  /** The table's search and status filter the page came from (the same request as the page's steps). */
  scope?: ListTableScope;
  /** Why the status cannot be changed here (another user's is shown), or nothing. */
  statusLocked?: string | null;
  /** Whose status is shown when it is another user's (its select says so). */
  statusOwner?: string | null;
  onStatusChange: (company: ListCompany, to: ProspectingStatus) => void;
  aside?: ReactNode;
  /** The way back to the list (as the table or kanban was left), offered when the company is not in it. */
  listHref?: string;
}) {
  const company = useListCompany(props.listId, props.companyId, props.scope);
  if (company.isPending) return <Skeleton h={400} radius="lg" />;
  if (company.isError) {
    // Not in the list (removed, or a wrong link) is said as such; a failed load can be tried again.
    const missing = isMissing(company.error);
    return (
      <Card p="xl" data-testid="list-company-error">
        <Stack gap="sm" align="flex-start">
          <Text c="dimmed">
            {missing
              ? 'Empresa não encontrada nesta lista: ela pode ter sido removida da lista.'
              : 'Não foi possível carregar a empresa.'}
          </Text>
          <Group gap="sm">
            {missing ? null : (
              <Button variant="light" size="xs" onClick={() => void company.refetch()}>
                Tentar de novo
              </Button>
            )}
            {props.listHref ? (
              <Button
                component={Link}
                to={props.listHref}
                size="xs"
                variant={missing ? 'filled' : 'default'}
                leftSection={<IconArrowLeft size={14} />}
              >
                Voltar para a lista
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Card>
    );
  }
  const c = company.data;
  const row = c.additionalData;
  const record = row && isCompanyRegistry(row) ? row : null;
  const cell = (key: Parameters<typeof resultCell>[1]) => resultCell(row, key, c.cnpj);
  const decisores = c.administrationData?.decisores ?? [];
  const socios = c.administrationData?.socios ?? [];
  const establishments = c.cnpjsGroupTotal ?? c.cnpjsGroup.length;
  // The Receita's masked CPF and age band of a partner, under the name (a decision maker who is a partner too).
  const factsOf = (nome: string | null) => {
    const partner = nome ? socios.find((s) => s.nome === nome) : undefined;
    const facts = partner ? partnerFacts(partner) : '';
    return facts ? (
      <Text fz="xs" c="dimmed" data-testid="partner-facts">
        {facts}
      </Text>
    ) : null;
  };
  return (
    <Stack gap="md" data-testid="list-company-detail">
      <Card p="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            {/* The page's heading: the company is what this page is about (the breadcrumbs lead to it). */}
            <Title order={1} fz={22}>
              {companyTitle(c)}
            </Title>
            {row?.nome_fantasia && row.razao_social ? <Text c="dimmed">{row.razao_social}</Text> : null}
            {/* What it does and where, at a glance (the whole record is further down). */}
            {row ? (
              <Text fz="sm" data-testid="list-company-summary">
                {`${cell('cnae_principal')} · ${formatPlace(row.municipio, row.uf) || '—'}`}
              </Text>
            ) : null}
            <Group gap="xs">
              <Text ff="monospace" fz="sm">
                {formatCnpj(c.cnpj)}
              </Text>
              {row ? <Badge variant="light">{row.situacao.label}</Badge> : null}
              <SpecialSituation situacao={record?.situacao_especial} since={record?.dt_situacao_especial} />
              {row ? (
                <Badge variant="outline" color="gray">
                  {cell('fl_matriz')}
                </Badge>
              ) : null}
            </Group>
          </Stack>
          <StatusSelect
            size="sm"
            label="Status de prospecção"
            value={c.status}
            companyName={companyTitle(c)}
            onChange={(to) => props.onStatusChange(c, to)}
            lockedBecause={props.statusLocked}
            owner={props.statusOwner}
            withShortcuts
          />
        </Group>
      </Card>
      <Card p="lg" data-testid="company-contacts">
        <Group justify="space-between" mb="sm">
          <Text fw={700}>Contatos</Text>
          {c.copies ? (
            <Badge variant="light" color="gray" tt="none" data-testid="contacts-copied">
              {copiedText(c.copies)}
            </Badge>
          ) : null}
        </Group>
        <Stack gap={6}>
          {row?.telefones.map((p) => (
            <CopyContact
              key={p.numero}
              companyId={c.id}
              kind="telefone"
              icon={
                p.tipo === 'celular' ? (
                  <IconDeviceMobile size={16} aria-label="Celular" />
                ) : (
                  <IconPhone size={16} aria-label="Telefone fixo" />
                )
              }
              text={formatPhone(p.numero)}
              value={p.numero}
              whatsapp={p.tipo === 'celular'}
              badge={<ContactOutcomeBadge result={phoneOutcome(c.validation?.phones[p.numero])} />}
            />
          ))}
          {row?.telefones.length ? (
            <SharedContactNotice
              kind="telefone"
              others={record?.telefone_compartilhado ?? 0}
              several={row.telefones.length > 1}
            />
          ) : null}
          {row?.email ? (
            <>
              <CopyContact
                companyId={c.id}
                kind="e-mail"
                icon={<IconMail size={16} />}
                text={row.email}
                value={row.email}
                badge={<ContactOutcomeBadge result={c.validation?.email} />}
              />
              <SharedContactNotice kind="e-mail" others={record?.email_compartilhado ?? 0} />
            </>
          ) : null}
          {c.website || row?.site ? (
            <CopyContact
              companyId={c.id}
              kind="site"
              icon={<IconWorld size={16} />}
              text={c.website ?? row?.site ?? ''}
              value={c.website ?? row?.site ?? ''}
            />
          ) : null}
          {record?.linkedin ? (
            <CopyContact
              companyId={c.id}
              kind="site"
              icon={<IconBrandLinkedin size={16} aria-label="LinkedIn" />}
              text={record.linkedin.replace(/^https:\/\/www\./, '')}
              value={record.linkedin}
            />
          ) : null}
          {!row?.telefones.length && !row?.email && !c.website && !row?.site ? (
            <Text fz="sm" c="dimmed">
              Nenhum contato no cadastro.
            </Text>
          ) : null}
        </Stack>
      </Card>
      <Card p="lg">
        <Text fw={700} mb="sm">
          Sócios e decisores
        </Text>
        {decisores.length === 0 && socios.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Nenhum decisor conhecido.
          </Text>
        ) : (
          <Table verticalSpacing="xs" data-testid="decision-makers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>Cargo</Table.Th>
                <Table.Th>Contato</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {decisores.map((d) => (
                <Table.Tr key={`d-${d.nome}-${d.cargo}`}>
                  <Table.Td>
                    {titleCase(d.nome)}
                    {d.origem === 'socio' ? factsOf(d.nome) : null}
                  </Table.Td>
                  <Table.Td>{positionText(d.cargo)}</Table.Td>
                  <Table.Td>{hasOwnContacts(d) ? <PersonOwnContacts person={d} /> : '—'}</Table.Td>
                </Table.Tr>
              ))}
              {socios
                .filter((s) => !decisores.some((d) => d.nome === s.nome))
                .map((s) => (
                  <Table.Tr key={`s-${s.nome}-${s.documento}`}>
                    <Table.Td>
                      {titleCase(s.nome) || '—'}
                      {factsOf(s.nome)}
                    </Table.Td>
                    <Table.Td>{s.qualificacao.label}</Table.Td>
                    <Table.Td>—</Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <Card p="lg">
        <Text fw={700} mb="sm">
          Dados cadastrais
        </Text>
        {record ? (
          <CompanyRegistrySection company={record} />
        ) : (
          <Text fz="sm" c="dimmed">
            Esta empresa não está na base atual da Receita Federal.
          </Text>
        )}
      </Card>
      {establishments > 1 ? (
        <Card p="lg">
          <Text fw={700} mb="sm">
            Estabelecimentos da empresa ({establishments.toLocaleString('pt-BR')})
          </Text>
          <CompanyBranchesSection cnpj={c.cnpj} enabled />
        </Card>
      ) : null}
      {/* The search drawer's "Grupo": what a seller who cannot search (a prospector) has no other way to see. */}
      {record ? (
        <Card p="lg" data-testid="list-company-group">
          <Text fw={700} mb="sm">
            Grupo: empresas ligadas pelos sócios
          </Text>
          <CompanyGroupTree cnpj={c.cnpj} enabled />
        </Card>
      ) : null}
      {props.aside}
    </Stack>
  );
}
