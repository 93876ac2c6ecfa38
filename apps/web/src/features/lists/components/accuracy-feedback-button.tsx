import { Button, Checkbox, Group, Modal, Stack, Textarea } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { useReportAccuracy } from '@/features/lists/api/report-accuracy';
import { showToast } from '@/lib/notify';

const FIELDS = [
  ['telefone', 'Telefone'],
  ['email', 'E-mail'],
  ['endereco', 'Endereço'],
  ['site', 'Site'],
  ['decisores', 'Decisores'],
  ['porte', 'Porte ou faturamento'],
] as const;

/** "Reportar dado incorreto": which fields are wrong and an optional comment. */
export function AccuracyFeedbackButton({ cnpj, listId }: { cnpj: string; listId: string }) {
  const [opened, setOpened] = useState(false);
  const [fields, setFields] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const report = useReportAccuracy();
  const submit = () =>
    report.mutate(
      { cnpj, info_set_id: listId, fields, comment: comment.trim() || undefined },
      {
        onSuccess: (answer) => {
          showToast({ color: 'green', message: answer.message });
          setOpened(false);
          setFields([]);
          setComment('');
        },
      },
    );
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="xs"
        leftSection={<IconFlag size={14} />}
        onClick={() => setOpened(true)}
      >
        Reportar dado incorreto
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Reportar dado incorreto" centered>
        <Stack gap="md">
          <Checkbox.Group label="Quais dados estão incorretos?" value={fields} onChange={setFields}>
            <Stack gap={6} mt="xs">
              {/* The first choice takes the focus on opening (Mantine's default is the close button). */}
              {FIELDS.map(([value, label], i) => (
                <Checkbox key={value} value={value} label={label} data-autofocus={i === 0 || undefined} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Textarea
            label="Comentário"
            description="Opcional: diga qual é o dado certo, se souber"
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancelar
            </Button>
            <Button
              onClick={submit}
              loading={report.isPending}
              disabled={fields.length === 0 && !comment.trim()}
            >
              Enviar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
