import {
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { ACCOUNT_TYPE_LABELS, type AdminUserItem } from '@prospecta/contracts/admin-api';
import { IconPlugConnectedX, IconUsers } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { breakableAddress } from '@/components/ui/breakable-address';
import { ClampedText } from '@/features/admin/components/clamped-text';
import { UserStatusBadge } from '@/features/admin/components/user-status';
import { formatDate, formatRole } from '@/lib/format';

/** A row opens its account with a click, Enter or Space (the row itself is focusable). */
function openOnKey(event: KeyboardEvent<HTMLTableRowElement>, open: () => void) {
  if (event.target !== event.currentTarget) return;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    open();
  }
}

export function UsersTable(props: {
  users: AdminUserItem[];
  page: number;
  pages: number;
  onPage: (page: number) => void;
  onOpenAccount: (accountId: string) => void;
  openAccountId: string | null;
  /** Another page or filter is on its way: the rows shown are the previous answer's. */
  busy: boolean;
}) {
  return (
    <Card p={0} aria-busy={props.busy} style={{ opacity: props.busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {/* Fits the main area of a 1 366 px screen at 125 % zoom (≈ 1 093 CSS px, ≈ 820 for the table): the plan
          column (also in the account's "Plano" tab) shows from the lg breakpoint on, text and status badges
          wrap; only a narrower window scrolls. */}
      <Table.ScrollContainer minWidth={720}>
        <Table highlightOnHover verticalSpacing="sm" aria-label="Usuários" data-testid="admin-users-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nome</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Papel</Table.Th>
              <Table.Th>Conta</Table.Th>
              <Table.Th visibleFrom="lg">Plano</Table.Th>
              {/* What accountType holds: a status (Ativa, Suspensa, Cancelada) or a kind (Gratuita, Teste, Interna). */}
              <Table.Th>Situação da conta</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th style={{ whiteSpace: 'nowrap' }}>Criado em</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.users.map((user) => {
              const open = () => props.onOpenAccount(user.accountId);
              return (
                <Table.Tr
                  key={user.id}
                  tabIndex={0}
                  aria-label={`${user.name}, ${user.email}: abrir a conta ${user.accountName}`}
                  onClick={open}
                  onKeyDown={(event) => openOnKey(event, open)}
                  style={{ cursor: 'pointer' }}
                  bg={user.accountId === props.openAccountId ? 'var(--mantine-color-brand-0)' : undefined}
                  data-testid="admin-user-row"
                >
                  <Table.Td>
                    <ClampedText fw={600}>{user.name}</ClampedText>
                  </Table.Td>
                  <Table.Td fz="sm">{breakableAddress(user.email)}</Table.Td>
                  <Table.Td fz="sm">{formatRole(user.role)}</Table.Td>
                  <Table.Td>
                    <ClampedText>{user.accountName}</ClampedText>
                  </Table.Td>
                  <Table.Td fz="sm" visibleFrom="lg">
                    {user.planName ?? '—'}
                  </Table.Td>
                  <Table.Td fz="sm">{ACCOUNT_TYPE_LABELS[user.accountType]}</Table.Td>
                  <Table.Td>
                    <UserStatusBadge user={user} />
                  </Table.Td>
                  <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(user.createdAt)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {props.pages > 1 ? (
        <Group justify="center" p="md">
          <Pagination total={props.pages} value={props.page} onChange={props.onPage} />
        </Group>
      ) : null}
    </Card>
  );
}

export function UsersTableSkeleton() {
  return (
    <Card p="md" role="status" aria-label="Carregando usuários" data-testid="admin-users-loading">
      <Stack gap="sm">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <Skeleton key={i} h={40} radius="md" />
        ))}
      </Stack>
    </Card>
  );
}

export function UsersEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Card p={48} data-testid="admin-users-empty">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light">
          <IconUsers size={36} stroke={1.4} />
        </ThemeIcon>
        <Title order={2} fz={20}>
          Nenhum usuário encontrado
        </Title>
        {filtered ? (
          <>
            <Text c="dimmed">Nenhum usuário atende a esses filtros.</Text>
            <Button variant="light" onClick={onClear}>
              Limpar filtros
            </Button>
          </>
        ) : (
          <Text c="dimmed">Ainda não há usuários no Prospecta.</Text>
        )}
      </Stack>
    </Card>
  );
}

export function LoadError(props: { title: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <Card p={40} data-testid="admin-load-error">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="red">
          <IconPlugConnectedX size={32} stroke={1.4} />
        </ThemeIcon>
        <Title order={2} fz={20}>
          {props.title}
        </Title>
        <Text c="dimmed">Verifique sua conexão e tente de novo.</Text>
        <Button variant="light" onClick={props.onRetry} loading={props.retrying}>
          Tentar de novo
        </Button>
      </Stack>
    </Card>
  );
}
