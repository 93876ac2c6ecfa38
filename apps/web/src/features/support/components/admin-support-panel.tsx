import { Badge, Checkbox, Grid, Group, Input, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { PagedResults } from '@/components/ui/paged-results';
import { AccountDrawer } from '@/features/admin/components/account-drawer';
import { SearchBox } from '@/features/admin/components/search-box';
import type { Viewer } from '@/features/admin/lib/user-actions';
import { readOpenAccount, writeOpenAccount } from '@/features/admin/lib/users-filters';
import { useAdminSupportConversations } from '@/features/support/api/admin-conversations';
import { AdminConversationItem } from '@/features/support/components/admin-conversation-item';
import { AdminConversationView } from '@/features/support/components/admin-conversation-view';
import {
  readOpenConversation,
  readSupportFilters,
  STATUS_FILTER_LABELS,
  STATUS_FILTERS,
  type StatusFilter,
  type SupportFilters,
  totalText,
  unreadTotalText,
  writeOpenConversation,
  writeSupportFilters,
} from '@/features/support/lib/admin-filters';
import { useCanonicalParams } from '@/lib/use-canonical-params';
import { useSearchParams } from '@/lib/use-search-params';

const statusData = STATUS_FILTERS.map((value) => ({ value, label: STATUS_FILTER_LABELS[value] }));

/**
 * "Suporte" (staff): the customers' conversations with the team, open ones by default, those awaiting an answer
 * first ("Aguardando resposta", the longest waiting first) and then newest activity first (the API's order),
 * with the unread count of every open one in the heading. One opens beside the list (`?conversa=<id>`, the
 * link staff are e-mailed), its account in the drawer over both (`?account=<id>`). The filters (Abertas /
 * Encerradas / Todas, "Só minhas contas", the search) and the page live in the address.
 */
export function AdminSupportPanel({ viewer }: { viewer: Viewer }) {
  const [params, setParams] = useSearchParams();
  useCanonicalParams(readSupportFilters, writeSupportFilters);
  const filters = readSupportFilters(params);
  const change = (patch: Partial<SupportFilters>) =>
    setParams(
      (current) => writeSupportFilters(current, { ...readSupportFilters(current), page: 1, ...patch }),
      {
        replace: true,
      },
    );
  const list = useAdminSupportConversations(filters);
  const open = readOpenConversation(params);
  const openAccount = readOpenAccount(params);
  const conversationSearch = (id: string) => `?${writeOpenConversation(params, id)}`;
  const accountSearch = (id: string) => `?${writeOpenAccount(params, id)}`;
  const unread = unreadTotalText(list.data?.unread_total ?? 0);
  const now = new Date();

  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={2} fz="xl" id="suporte-titulo">
          Conversas de suporte
        </Title>
        {unread ? (
          <Badge color="red" variant="filled" data-testid="support-unread-total">
            {unread}
          </Badge>
        ) : null}
      </Group>
      <Text c="dimmed" fz="sm" mt={-8}>
        O que os clientes escrevem pelo botão de ajuda de todas as telas. Quem escreveu vê a resposta no chat
        e um aviso no sino; a conversa encerrada volta a abrir quando a pessoa escreve de novo.
      </Text>
      <Group align="flex-end" gap="md">
        <Stack gap={4}>
          <Input.Label component="span" id="suporte-situacao">
            Situação
          </Input.Label>
          <SegmentedControl
            aria-labelledby="suporte-situacao"
            data={statusData}
            value={filters.status}
            onChange={(value) => change({ status: value as StatusFilter })}
          />
        </Stack>
        <SearchBox
          label="Buscar"
          placeholder="Nome, e-mail ou conta"
          w={280}
          value={filters.q}
          onApply={(q) => change({ q })}
        />
        <Checkbox
          label="Só minhas contas"
          description="Contas em que você é o CS"
          checked={filters.mine}
          onChange={(event) => change({ mine: event.currentTarget.checked })}
        />
        <Checkbox
          label="Só aguardando resposta"
          description="A última mensagem é do cliente"
          checked={filters.awaiting}
          onChange={(event) => change({ awaiting: event.currentTarget.checked })}
        />
      </Group>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: open ? 5 : 12 }}>
          <PagedResults
            query={list}
            paging={(d) => ({ total: d.total, pages: Math.max(1, Math.ceil(d.total / d.page_size)) })}
            page={filters.page}
            onPage={(page) => setParams((current) => writeSupportFilters(current, { ...filters, page }))}
            what="as conversas"
            errorTitle="Não foi possível carregar as conversas"
            emptyText={
              filters.mine || filters.awaiting || filters.q
                ? 'Nenhuma conversa com esses filtros.'
                : filters.status === 'open'
                  ? 'Nenhuma conversa aberta: tudo respondido.'
                  : 'Nenhuma conversa por aqui.'
            }
            rows={(d) => d.conversations.length}
            pastEndText="Esta página não tem conversas."
            emptyTestId="support-conversations-empty"
          >
            {(data) => (
              <Stack gap="xs">
                <Text fz="sm" c="dimmed" data-testid="support-conversations-total">
                  {totalText(data.total, filters)}
                </Text>
                <Stack
                  component="ul"
                  gap="xs"
                  m={0}
                  p={0}
                  style={{ listStyle: 'none' }}
                  aria-label="Conversas"
                >
                  {data.conversations.map((conversation) => (
                    <li key={conversation.id}>
                      <AdminConversationItem
                        conversation={conversation}
                        search={conversationSearch(conversation.id)}
                        selected={conversation.id === open}
                        now={now}
                      />
                    </li>
                  ))}
                </Stack>
              </Stack>
            )}
          </PagedResults>
        </Grid.Col>
        {open ? (
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <AdminConversationView
              key={open}
              id={open}
              accountSearch={accountSearch}
              onDismiss={() => setParams((current) => writeOpenConversation(current, null))}
            />
          </Grid.Col>
        ) : null}
      </Grid>
      <AccountDrawer
        accountId={openAccount}
        onClose={() => setParams((current) => writeOpenAccount(current, null))}
        viewer={viewer}
      />
    </Stack>
  );
}
