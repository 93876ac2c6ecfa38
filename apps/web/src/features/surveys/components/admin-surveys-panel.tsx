import { Badge, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  SURVEY_QUESTIONS,
  SURVEY_TYPE_LABELS,
  SURVEY_TYPES,
  type SurveyEntry,
  type SurveyType,
  VOUCHER_STATUS_LABELS,
} from '@prospecta/contracts/surveys-api';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { breakableAddress } from '@/components/ui/breakable-address';
import { PagedResults } from '@/components/ui/paged-results';
import { useAdminSurveys, useRequestSurvey } from '@/features/surveys/api/admin-surveys';
import { readSurveyFilters, writeSurveyFilters } from '@/features/surveys/lib/panel-filters';
import {
  periodProblem,
  RATING_GROUPS,
  type RatingGroup,
  requestEmailProblem,
  type SurveyFilters,
  summaryText,
} from '@/features/surveys/lib/survey-prompt';
import { formatDateTime } from '@/lib/format';
import { useCanonicalParams } from '@/lib/use-canonical-params';
import { useSearchParams } from '@/lib/use-search-params';

const typeData = [
  { value: '', label: 'Todos' },
  ...SURVEY_TYPES.map((t) => ({ value: t, label: SURVEY_TYPE_LABELS[t] })),
];
const ratingData = Object.entries(RATING_GROUPS).map(([value, group]) => ({ value, label: group.label }));
const ratingColor = (rating: number) => (rating >= 9 ? 'green' : rating >= 7 ? 'yellow' : 'red');

/** "Pesquisas": the answers with the spec's filters, the filtered set's average and NPS, and "Pedir avaliação". */
export function AdminSurveysPanel() {
  // In the address: a reload or a shared link opens the same view.
  const [params, setParams] = useSearchParams();
  useCanonicalParams(readSurveyFilters, writeSurveyFilters);
  const filters = readSurveyFilters(params);
  const setFilters = (update: (current: SurveyFilters) => SurveyFilters) =>
    setParams((current) => writeSurveyFilters(current, update(readSurveyFilters(current))), {
      replace: true,
    });
  const [text, setText] = useState(filters.nameOrEmail);
  const invalidPeriod = periodProblem(filters);
  const list = useAdminSurveys(filters, invalidPeriod === null);
  const change = (patch: Partial<SurveyFilters>) =>
    setFilters((current) => ({ ...current, page: 1, ...patch }));
  const data = list.data;

  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        {SURVEY_QUESTIONS.map((q) => `${SURVEY_TYPE_LABELS[q.type]}: “${q.text}”`).join(' · ')}
      </Text>
      <Group align="flex-end" gap="sm">
        <DatePickerInput
          label="De"
          w={150}
          placeholder="Início"
          valueFormat="DD/MM/YYYY"
          clearable
          clearButtonProps={{ 'aria-label': 'Limpar o campo De' }}
          value={filters.from || null}
          onChange={(day) => change({ from: day ?? '' })}
        />
        <DatePickerInput
          label="Até"
          w={150}
          placeholder="Fim"
          valueFormat="DD/MM/YYYY"
          clearable
          clearButtonProps={{ 'aria-label': 'Limpar o campo Até' }}
          value={filters.to || null}
          onChange={(day) => change({ to: day ?? '' })}
          error={invalidPeriod}
        />
        <Select
          label="Tipo"
          w={210}
          data={typeData}
          value={filters.type}
          allowDeselect={false}
          onChange={(type) => change({ type: (type ?? '') as SurveyType | '' })}
        />
        <Select
          label="Notas"
          w={200}
          data={ratingData}
          value={filters.ratings}
          allowDeselect={false}
          onChange={(ratings) => change({ ratings: (ratings ?? '') as RatingGroup })}
        />
        <TextInput
          type="search"
          label="Nome ou e-mail"
          w={240}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onBlur={() => change({ nameOrEmail: text.trim() })}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            change({ nameOrEmail: text.trim() });
          }}
        />
      </Group>
      {data ? (
        <Text fw={600} data-testid="surveys-summary">
          {summaryText(data.summary)}
        </Text>
      ) : null}
      <PagedResults
        query={list}
        paging={(d) => ({ total: d.total, pages: Math.ceil(d.total / d.page_size) })}
        idle={invalidPeriod !== null}
        page={filters.page}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
        what="as pesquisas"
        errorTitle="Não foi possível carregar as pesquisas"
        emptyText="Nenhuma resposta com esses filtros."
      >
        {(data) => (
          <Table.ScrollContainer minWidth={800}>
            <Table
              verticalSpacing="xs"
              fz="sm"
              aria-label="Respostas das pesquisas"
              data-testid="surveys-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Respondida em</Table.Th>
                  <Table.Th>Usuário</Table.Th>
                  <Table.Th>Tipo</Table.Th>
                  <Table.Th>Nota</Table.Th>
                  <Table.Th>Comentário</Table.Th>
                  <Table.Th>Voucher</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.surveys.map((entry) => (
                  <SurveyRow key={entry.id} entry={entry} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedResults>
      <RequestSurveyForm />
    </Stack>
  );
}

function SurveyRow({ entry }: { entry: SurveyEntry }) {
  return (
    <Table.Tr data-testid="survey-row">
      <Table.Td>{formatDateTime(entry.created_at)}</Table.Td>
      <Table.Td>
        <Text fz="sm" fw={600}>
          {entry.user.name}
        </Text>
        <Text fz="xs" c="dimmed">
          {breakableAddress(entry.user.email)}
        </Text>
        <Text fz="xs" c="dimmed">
          {entry.account.name}
        </Text>
      </Table.Td>
      <Table.Td>{SURVEY_TYPE_LABELS[entry.type]}</Table.Td>
      <Table.Td>
        <Badge color={ratingColor(entry.rating)} variant="light" size="lg">
          {entry.rating}
        </Badge>
      </Table.Td>
      <Table.Td maw={300}>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {entry.comment || '—'}
        </Text>
      </Table.Td>
      <Table.Td>{VOUCHER_STATUS_LABELS[entry.voucher_status]}</Table.Td>
    </Table.Tr>
  );
}

/** What the asked user meets, by survey: the tree's waits until they have seen a company's group as a tree. */
const REQUEST_NOTES: Record<SurveyType, string> = {
  nps: 'A pesquisa de recomendação abre no próximo acesso dele.',
  relationship_tree: 'A pesquisa da árvore abre no próximo acesso dele depois de ver o grupo de uma empresa.',
};
const requestTypeData = SURVEY_TYPES.map((t) => ({ value: t, label: SURVEY_TYPE_LABELS[t] }));

/** Staff ask one customer user to answer a survey at their next landing (even in their first week). */
function RequestSurveyForm() {
  const [email, setEmail] = useState('');
  const [type, setType] = useState<SurveyType>('nps');
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRequestSurvey();
  return (
    <form
      noValidate
      aria-label="Pedir avaliação"
      onSubmit={(event) => {
        event.preventDefault();
        const invalid = requestEmailProblem(email);
        setProblem(invalid);
        if (!invalid && !request.isPending)
          request.mutate({ email: email.trim(), type }, { onSuccess: () => setEmail('') });
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Pedir avaliação a um usuário (e-mail)"
          description={REQUEST_NOTES[type]}
          w={340}
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setProblem(null);
            request.reset();
          }}
          error={problem ?? (request.isError ? request.error.message : null)}
        />
        <Select
          label="Pesquisa"
          w={240}
          data={requestTypeData}
          value={type}
          allowDeselect={false}
          onChange={(value) => {
            setType((value as SurveyType | null) ?? 'nps');
            request.reset();
          }}
        />
        <Button type="submit" variant="default" loading={request.isPending} disabled={!email.trim()}>
          Pedir avaliação
        </Button>
      </Group>
    </form>
  );
}
