import { Button } from '@mantine/core';
import type { SubUserRole } from '@prospecta/contracts/account-users-api';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AccountUserFormModal } from '@/features/account-users/components/account-user-form-modal';
import { useAddAdminUser } from '@/features/admin/api/add-user';

/**
 * "Novo usuário" in an account's drawer (`POST /admin/users`): the team screen's own form (name, e-mail, role,
 * WhatsApp); the server keeps the account's seats and says so in the form when they are full. The new user is
 * e-mailed and signs in with a code.
 */
export function AddAccountUser(props: {
  accountId: string;
  onOpenChange: (open: boolean) => void;
  onAdded: () => void;
}) {
  const { onOpenChange } = props;
  const add = useAddAdminUser(props.accountId);
  const [open, setOpen] = useState(false);
  useEffect(() => onOpenChange(open), [open, onOpenChange]);
  return (
    <>
      <Button
        leftSection={<IconUserPlus size={16} />}
        onClick={() => {
          add.reset();
          setOpen(true);
        }}
      >
        Novo usuário
      </Button>
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
