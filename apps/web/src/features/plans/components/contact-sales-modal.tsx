import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { CONTACT_MESSAGE_MAX_LENGTH, PLAN_MESSAGES, type Plan } from '@prospecta/contracts/plans-api';
import { useState } from 'react';
import { useContactSales } from '@/features/plans/api/plans';
import { planErrorToast } from '@/features/plans/lib/plan-errors';
import { charCountHint } from '@/lib/form-rules';
import { showToast } from '@/lib/notify';

/**
 * "Falar com um consultor": the plan of interest (optional) and a few words for the sales team, starting from
 * `initialMessage` when the screen knows what is asked (more credits).
 */
export function ContactSalesModal({
  plans,
  initialMessage = 'Quero conhecer os planos do Prospecta para a minha equipe.',
  onClose,
}: {
  plans: Plan[];
  initialMessage?: string;
  onClose: () => void;
}) {
  const contact = useContactSales();
  const [planId, setPlanId] = useState<string | null>(null);
  const [message, setMessage] = useState(initialMessage);
  const valid = message.trim().length >= 3;
  const send = () =>
    contact.mutate(
      { message: message.trim(), ...(planId ? { plan_id: planId } : {}) },
      {
        onSuccess: (answer) => {
          showToast({ color: 'green', message: answer.message });
          onClose();
        },
        onError: (error) => showToast(planErrorToast(error)),
      },
    );
  return (
    <Modal opened onClose={onClose} title="Falar com um consultor" centered>
      <Stack gap="md">
        <Select
          label="Plano de interesse"
          placeholder="Ainda não sei"
          clearable
          data={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
          value={planId}
          onChange={setPlanId}
        />
        <Textarea
          label="Como podemos ajudar?"
          autosize
          minRows={3}
          // The count is always there: typing stops at the limit, and a pasted text is cut to it.
          description={charCountHint(message.length, CONTACT_MESSAGE_MAX_LENGTH, 0)}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={valid ? null : PLAN_MESSAGES.contactMessage}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button onClick={send} loading={contact.isPending} disabled={!valid}>
            Enviar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
