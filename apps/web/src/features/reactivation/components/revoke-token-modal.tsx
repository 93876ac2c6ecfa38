import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactivationTokenEntry } from '@prospecta/contracts/reactivation-api';
import { revokeQuestion } from '@/features/reactivation/lib/welcome-back';

/**
 * Asked before staff cancel an open token: the account and the credits named, since a cancelled gift cannot be
 * given back (a new token must be created).
 */
export function RevokeTokenModal(props: {
  token: ReactivationTokenEntry | null;
  pending: boolean;
  onKeep: () => void;
  onConfirm: (token: ReactivationTokenEntry) => void;
}) {
  const { token } = props;
  return (
    <Modal opened={token !== null} onClose={props.onKeep} title="Cancelar o presente?" centered>
      <Stack gap="md">
        <Text fz="sm">{token ? revokeQuestion(token) : ''}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onKeep} data-autofocus>
            Manter o presente
          </Button>
          <Button color="red" loading={props.pending} onClick={() => token && props.onConfirm(token)}>
            Cancelar o presente
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
