import { Badge } from '@mantine/core';
import type { UsersStatusFilter } from '@/features/admin/lib/users-filters';

export const STATUS_OPTIONS: { value: UsersStatusFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'active', label: 'Ativos' },
  { value: 'disabled', label: 'Desativados' },
];

// A badge's label is one line, cut with an ellipsis, by default: in a narrow table column "Excluído pela
// conta" lost its end. These let the words wrap, the pill growing a line or two.
const WRAPPING = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2, maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.25, textAlign: 'center' },
} as const;

/** "Excluído pela conta" (deleted by its owner), "Desativado" by the staff, "Inativo" turned off by the owner, or "Ativo". */
export function UserStatusBadge({
  user,
}: {
  user: { userStatus: string; active: boolean; deletedByAccount: boolean };
}) {
  if (user.userStatus === 'disabled' && user.deletedByAccount) {
    return (
      <Badge variant="light" color="gray" styles={WRAPPING} title="Excluído pelo dono da conta">
        Excluído pela conta
      </Badge>
    );
  }
  if (user.userStatus === 'disabled') {
    return (
      <Badge variant="light" color="red" styles={WRAPPING}>
        Desativado
      </Badge>
    );
  }
  return user.active ? (
    <Badge variant="light" color="teal" styles={WRAPPING}>
      Ativo
    </Badge>
  ) : (
    <Badge variant="light" color="gray" styles={WRAPPING}>
      Inativo
    </Badge>
  );
}
