import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { AdminReferral } from '@prospecta/contracts/referral-api';
import { useState } from 'react';
import { type Decision, decisionQuestion } from '@/features/referral/lib/decision-text';

const NOTE_MAX = 500;

/**
 * Asked before staff answer a lead: the account and the reward named (the credits cannot be taken back by this
 * screen), with an optional note for the team. `onConfirm` sends once; the parent guards repeated clicks.
 */
export function DecideReferralModal(props: {
  referral: AdminReferral | null;
  decision: Decision;
  pending: boolean;
  onClose: () => void;
  onConfirm: (note: string) => void;
}) {
  const { decision } = props;
  const [note, setNote] = useState('');
  // The lead asked about stays in the text while the dialog fades out; a new one starts with an empty note.
  const [shown, setShown] = useState<AdminReferral | null>(props.referral);
  if (props.referral && props.referral !== shown) {
    setShown(props.referral);
    setNote('');
  }
  const referral = shown;
  const converting = decision === 'convert';
  return (
    <Modal
      opened={props.referral !== null}
      onClose={props.onClose}
      title={converting ? 'Marcar como cliente?' : 'Marcar como não fechou?'}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onConfirm(note);
        }}
      >
        <Stack gap="md">
          <Text fz="sm" data-testid="decide-referral-question">
            {referral ? decisionQuestion(referral, decision) : ''}
          </Text>
          <Textarea
            label="Observação para a equipe (opcional)"
            placeholder={converting ? 'Plano contratado, quem fechou…' : 'Por que não fechou…'}
            autosize
            minRows={2}
            maxLength={NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            description={`${note.length}/${NOTE_MAX} caracteres`}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose} data-autofocus>
              Voltar
            </Button>
            <Button type="submit" loading={props.pending}>
              {converting ? 'Virou cliente' : 'Não fechou'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
