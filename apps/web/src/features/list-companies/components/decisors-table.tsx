import { Badge, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ListDecisorsCompany, ProspectingStatus } from '@prospecta/contracts/lists-companies-api';
import type { DecisionMaker } from '@prospecta/contracts/search-company';
import { titleCase } from '@prospecta/contracts/text-case';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { contactHref } from '@/features/company/components/contact-line';
import {
  ContactLink,
  hasOwnContacts,
  PersonOwnContacts,
} from '@/features/company/components/person-contacts';
import { DECISOR_ORIGIN_LABELS, formatPhone, positionText } from '@/features/company/lib/company-format';
import { useListDecisors } from '@/features/list-companies/api/get-list-decisors';
import {
  EmptyTable,
  type ListTableViewProps,
  TableLoadFailed,
  TablePages,
} from '@/features/list-companies/components/paged-table-parts';
import { StatusSelect } from '@/features/list-companies/components/status-select';
import { usePageInRange } from '@/features/list-companies/hooks/use-page-in-range';
import { changeStatusWithUndo } from '@/features/list-companies/lib/status-toast';
import { formatPlace } from '@/lib/address-format';

/**
 * How to reach a person: their own e-mail, phone and LinkedIn when the enrichment gave them, else the
 * company's first readable phone and its e-mail, said to be the company's.
 */
function PersonContacts({ person, company }: { person: DecisionMaker | null; company: ListDecisorsCompany }) {
  if (person && hasOwnContacts(person)) return <PersonOwnContacts person={person} />;
  const phone = company.telefones.find((p) => p.tipo !== 'invalido');
  if (!phone && !company.email) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={2}>
      {phone ? (
        <ContactLink
          href={contactHref('telefone', phone.numero)}
          label={`Ligar para ${company.name}`}
          text={formatPhone(phone.numero)}
          icon={IconPhone}
        />
      ) : null}
      {company.email ? (
        <ContactLink
          href={contactHref('e-mail', company.email)}
          label={`Escrever para ${company.name}`}
          text={company.email}
          icon={IconMail}
        />
      ) : null}
      <Text fz="xs" c="dimmed">
        contato da empresa
      </Text>
    </Stack>
  );
}

/** One company's rows: a row per decision maker (or one saying none is known), the company on the first. */
function CompanyRows({
  company,
  href,
  onStatusChange,
  statusLocked,
}: {
  company: ListDecisorsCompany;
  href: string;
  onStatusChange: (company: ListDecisorsCompany, to: ProspectingStatus) => void;
  statusLocked?: string | null;
}) {
  const people: (DecisionMaker | null)[] = company.decisores.length > 0 ? company.decisores : [null];
  const place = formatPlace(company.municipio, company.uf);
  return people.map((person, index) => (
    <Table.Tr
      key={person ? `${person.nome}-${positionText(person.cargo)}-${index}` : 'none'}
      data-testid="decisor-row"
    >
      <Table.Td>
        {person ? (
          <Stack gap={2}>
            <Text fz="sm" fw={600}>
              {titleCase(person.nome)}
            </Text>
            <Group gap={6}>
              <Text fz="xs" c="dimmed">
                {positionText(person.cargo)}
              </Text>
              <Badge size="xs" variant="light" color="gray">
                {DECISOR_ORIGIN_LABELS[person.origem]}
              </Badge>
            </Group>
          </Stack>
        ) : (
          <Text fz="sm" c="dimmed">
            Nenhum decisor conhecido
          </Text>
        )}
      </Table.Td>
      <Table.Td maw={260}>
        <PersonContacts person={person} company={company} />
      </Table.Td>
      {index === 0 ? (
        <>
          <Table.Td rowSpan={people.length} maw={260} style={{ verticalAlign: 'top' }}>
            <Text component={Link} to={href} fz="sm" fw={600} c="brand.8" lineClamp={2}>
              {company.name}
            </Text>
            {place ? (
              <Text fz="xs" c="dimmed">
                {place}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td rowSpan={people.length} style={{ verticalAlign: 'top' }}>
            <StatusSelect
              value={company.status}
              companyName={company.name}
              onChange={(to) => onStatusChange(company, to)}
              lockedBecause={statusLocked}
            />
          </Table.Td>
        </>
      ) : null}
    </Table.Tr>
  ));
}

/**
 * The list by decision makers: 10 companies a page in the table's order, each with the people to talk to
 * there, how to reach them and the company's status (to change once called). The page is the screen's (kept
 * in its address).
 */
export function DecisorsTable(
  props: ListTableViewProps & {
    /** A status chosen beside a company (optimistic, like the table's); `onRolledBack` once a refused one is undone. */
    onStatusChange: (company: ListDecisorsCompany, to: ProspectingStatus, onRolledBack?: () => void) => void;
  },
) {
  const { listId, page, onPageChange } = props;
  // As the companies table does: where the company went, with "Desfazer"; a refused change closes the toast.
  const changeStatus = (company: ListDecisorsCompany, to: ProspectingStatus) =>
    changeStatusWithUndo({
      company,
      to,
      name: company.name,
      shown: props.scope.statuses,
      apply: props.onStatusChange,
    });
  const answer = useListDecisors(listId, page, props.scope);
  usePageInRange(answer, answer.data?.companies.length, page, onPageChange);
  if (answer.isPending) return <Skeleton h={360} radius="lg" />;
  if (answer.isError)
    return (
      <TableLoadFailed
        message="Não foi possível carregar os decisores da lista."
        error={answer.error}
        onRetry={() => void answer.refetch()}
      />
    );
  const { companies, total_pages } = answer.data;
  return (
    <Card p={0}>
      {companies.length === 0 ? (
        <EmptyTable query={props.scope.query.trim()} filter={props.filter} onShowAll={props.onShowAll} />
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="sm" data-testid="decisors-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Decisor</Table.Th>
                <Table.Th>Contato</Table.Th>
                <Table.Th>Empresa</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {companies.map((company) => (
                <CompanyRows
                  key={company.id}
                  company={company}
                  href={props.companyHref(company.id)}
                  onStatusChange={changeStatus}
                  statusLocked={props.statusLocked}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <TablePages total={total_pages} page={page} onChange={onPageChange} />
    </Card>
  );
}
