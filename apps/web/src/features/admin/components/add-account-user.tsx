import { Button, Tooltip } from '@mantine/core';
import type { SubUserRole } from '@prospecta/contracts/account-users-api';
import { staffSeatsFullMessage } from '@prospecta/contracts/admin-accounts-api';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AccountUserFormModal } from '@/features/account-users/components/account-user-form-modal';
import { useAddAdminUser } from '@/features/admin/api/add-user';

/**
 * "Novo usuário" in an account's drawer (`POST /admin/users`): the team screen's own form (name, e-mail, role,
 * WhatsApp); the server keeps the account's seats and says so in the form when they are full. When the drawer
 * already knows they are full, the button is inert with the staff's reason in a tooltip (aria-disabled, so it
 * keeps the focus and the tooltip is read). The new user is e-mailed and signs in with a code.
 */
export function AddAccountUser(props: {
  accountId: string;
  seats: { active: number; max: number };
  onOpenChange: (open: boolean) => void;
  onAdded: () => void;
}) {
  const { onOpenChange } = props;
  const add = useAddAdminUser(props.accountId);
  const [open, setOpen] = useState(false);
  useEffect(() => onOpenChange(open), [open, onOpenChange]);
  const full = props.seats.active >= props.seats.max ? staffSeatsFullMessage(props.seats.active) : null;
  const button = (
    <Button
      leftSection={<IconUserPlus size={16} />}
      aria-disabled={full ? true : undefined}
      data-disabled={full ? true : undefined}
      data-testid="add-account-user"
      onClick={(event) => {
        if (full) {
          event.preventDefault();
          return;
        }
        add.reset();
        setOpen(true);
      }}
    >
      Novo usuário
    </Button>
  );
  return (
    <>
      {full ? (
        <Tooltip label={full} events={{ hover: true, focus: true, touch: true }} multiline w={280}>
          {button}
        </Tooltip>
      ) : (
        button
      )}
      <AccountUserFormModal
        opened={open}
        editing={null}
        pending={add.isPending}
        serverError={add.error?.message ?? null}
        onClose={() => setOpen(false)}
        onSubmit={(values) =>
          add.mutate(
            {
              name: values.name,
              email: values.email,
              role: values.role as SubUserRole,
              whatsapp_number: values.whatsapp,
            },
            {
              onSuccess: () => {
                setOpen(false);
                props.onAdded();
              },
            },
          )
        }
      />
    </>
  );
}
