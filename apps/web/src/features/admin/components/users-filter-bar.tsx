import { Card, Group, Input, MultiSelect, SegmentedControl, Select, Stack } from '@mantine/core';
import { ACCOUNT_TYPE_LABELS, NO_CS_FILTER } from '@prospecta/contracts/admin-api';
import { ROLES, type Role } from '@prospecta/contracts/auth';
import { ACCOUNT_TYPES, type AccountType } from '@prospecta/contracts/user';
import { useId } from 'react';
import { useCsAndAdmins } from '@/features/admin/api/account-cs';
import { SearchBox } from '@/features/admin/components/search-box';
import { STATUS_OPTIONS } from '@/features/admin/components/user-status';
import type { UsersFilters, UsersStatusFilter } from '@/features/admin/lib/users-filters';
import { formatRole } from '@/lib/format';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: formatRole(role) }));
const ACCOUNT_TYPE_OPTIONS = ACCOUNT_TYPES.map((type) => ({ value: type, label: ACCOUNT_TYPE_LABELS[type] }));

/** Search, roles, status, account types and CS owner of the users list; each change applies at once. */
export function UsersFilterBar(props: {
  filters: UsersFilters;
  onChange: (patch: Partial<UsersFilters>) => void;
}) {
  const { filters, onChange } = props;
  const statusLabel = useId();
  const staff = useCsAndAdmins();
  const csOptions = [
    { value: NO_CS_FILTER, label: 'Sem responsável' },
    ...(staff.data?.users ?? []).map((member) => ({ value: member.id, label: member.name })),
  ];
  // A CS member no longer on the staff list (disabled, still owning accounts: "Eficácia do CS" links to them).
  if (filters.cs && staff.data && !csOptions.some((option) => option.value === filters.cs)) {
    csOptions.push({ value: filters.cs, label: 'Responsável desativado' });
  }
  return (
    <Card p="md">
      <Group align="flex-end" gap="md">
        <SearchBox
          label="Buscar por nome, e-mail ou conta"
          placeholder="Nome, e-mail ou nome da conta"
          w={280}
          value={filters.search}
          onApply={(search) => onChange({ search })}
        />
        <MultiSelect
          label="Papéis"
          placeholder={filters.roles.length ? undefined : 'Todos'}
          data={ROLE_OPTIONS}
          value={filters.roles}
          onChange={(roles) => onChange({ roles: roles as Role[] })}
          clearable
          w={220}
        />
        <Stack gap={0}>
          <Input.Label id={statusLabel} labelElement="div">
            Status
          </Input.Label>
          <SegmentedControl
            aria-labelledby={statusLabel}
            data={STATUS_OPTIONS}
            value={filters.status}
            onChange={(status) => onChange({ status: status as UsersStatusFilter })}
          />
        </Stack>
        <MultiSelect
          label="Situação da conta"
          placeholder={filters.accountTypes.length ? undefined : 'Todas'}
          data={ACCOUNT_TYPE_OPTIONS}
          value={filters.accountTypes}
          onChange={(types) => onChange({ accountTypes: types as AccountType[] })}
          clearable
          w={220}
        />
        <Select
          label="CS responsável"
          placeholder={filters.cs ? undefined : 'Todos'}
          data={csOptions}
          value={filters.cs || null}
          onChange={(cs) => onChange({ cs: cs ?? '' })}
          clearable
          searchable
          w={220}
        />
      </Group>
    </Card>
  );
}
