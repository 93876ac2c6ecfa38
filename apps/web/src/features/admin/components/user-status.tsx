import { Badge } from '@mantine/core';
import type { UsersStatusFilter } from '@/features/admin/lib/users-filters';

export const STATUS_OPTIONS: { value: UsersStatusFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'active', label: 'Ativos' },
  { value: 'disabled', label: 'Desativados' },
];

/** "Excluído pela conta" (deleted by its owner), "Desativado" by the staff, "Inativo" turned off by the owner, or "Ativo". */
export function UserStatusBadge({
  user,
}: {
  user: { userStatus: string; active: boolean; deletedByAccount: boolean };
}) {
  if (user.userStatus === 'disabled' && user.deletedByAccount) {
    return (
      <Badge variant="light" color="gray" miw="max-content" title="Excluído pelo dono da conta">
        Excluído pela conta
      </Badge>
    );
  }
  if (user.userStatus === 'disabled') {
    return (
      <Badge variant="light" color="red" miw="max-content">
        Desativado
      </Badge>
    );
  }
  return user.active ? (
    <Badge variant="light" color="teal" miw="max-content">
      Ativo
    </Badge>
  ) : (
    <Badge variant="light" color="gray" miw="max-content">
      Inativo
    </Badge>
  );
}
