import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { FilterState } from '@prospecta/contracts/filter-state';
import { LIST_NAME_MAX } from '@prospecta/contracts/lists-api';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LimitedTextInput } from '@/components/ui/limited-text-input';
import { paths } from '@/config/paths';
import { useAnswerAutomaticList } from '@/features/automatic-list/api/answer-automatic-list';
import { useAutomaticListOffer } from '@/features/automatic-list/api/get-automatic-list-offer';
import { automaticListName } from '@/features/automatic-list/lib/automatic-list-name';
import { schedulePreselection } from '@/features/automatic-list/lib/preselection';
import { nameErrorOf } from '@/features/lists/lib/list-name';
import { nameCutMessage } from '@/lib/form-rules';
import { modalSlot } from '@/lib/modal-slot';

const MODAL = 'create_automatic_list_modal';
const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

type Props = {
  /** The stored search on screen, null while none is answered. */
  searchId: string | null;
  total: number;
  filters: FilterState;
};

/**
 * The automatic first list (spec core §5, §9): a newcomer whose search shows results is offered, once, to keep
 * its first companies as their first list. "Criar lista" makes it (export credits, said plainly); "Não,
 * obrigado" (Esc, the close button) declines, and the offer says it comes once; 15 s without an answer mark
 * "Criar lista" as the choice, which still waits for the click.
 */
export function AutomaticListOffer({ searchId, total, filters }: Props) {
  const shown = searchId !== null && total > 0;
  const offer = useAutomaticListOffer(shown);
  const answer = useAnswerAutomaticList();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // What the modal opened on: the search then on screen and the name its filters give.
  const [opened, setOpened] = useState<{ searchId: string; name: string } | null>(null);
  const [name, setName] = useState('');
  const [preselected, setPreselected] = useState(false);
  const [created, setCreated] = useState<{ id: string; added: number; charged: number; left: number } | null>(
    null,
  );
  const started = useRef(false);
  const cancelPreselection = useRef<() => void>(() => {});
  const createButton = useRef<HTMLButtonElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  // The modal stays open from the form to "pronta": the keyboard moves on to "Abrir lista" (the focus trap
  // places it only when the modal opens).
  useEffect(() => {
    if (created) openButton.current?.focus();
  }, [created]);

  const data = offer.data;
  useEffect(() => {
    if (!shown || !searchId || !data?.show || started.current) return;
    if (!modalSlot.request(MODAL)) return;
    started.current = true;
    const suggested = automaticListName(filters);
    // Offered is recorded before the modal shows: a second tab, or an offer no longer due, opens nothing.
    answer.mutate(
      { action: 'offered' },
      {
        onSuccess: () => {
          setOpened({ searchId, name: suggested });
          setName(suggested);
          setOpen(true);
          cancelPreselection.current = schedulePreselection(() => {
            setPreselected(true);
            createButton.current?.focus();
          });
        },
        onError: () => modalSlot.release(MODAL),
      },
    );
  }, [shown, searchId, data?.show, filters, answer]);
  useEffect(
    () => () => {
      cancelPreselection.current();
      modalSlot.release(MODAL);
    },
    [],
  );

  const close = () => {
    cancelPreselection.current();
    setOpen(false);
    modalSlot.release(MODAL);
  };
  const decline = () => {
    if (!created) answer.mutate({ action: 'declined' });
    close();
  };
  const create = () => {
    if (!opened) return;
    cancelPreselection.current();
    answer.mutate(
      { action: 'accepted', search_id: opened.searchId, info_set_name: name.trim() },
      {
        onSuccess: (r) =>
          r.info_set_id &&
          setCreated({ id: r.info_set_id, added: r.added, charged: r.charged, left: r.credits_remaining }),
      },
    );
  };

  const size = Math.min(data?.list_size ?? 10, total);
  const credits = data?.export_credits_remaining ?? 0;
  const pending = answer.isPending && answer.variables?.action === 'accepted';
  const failed = answer.isError && answer.variables?.action === 'accepted' ? answer.error : null;
  const nameError = nameErrorOf(failed);

  return (
    <Modal
      opened={open}
      onClose={() => (created ? close() : decline())}
      title={created ? 'Sua primeira lista está pronta' : 'Crie sua primeira lista'}
      size="lg"
      closeButtonProps={{ 'aria-label': created ? 'Fechar' : 'Não, obrigado' }}
    >
      {created ? (
        <Stack gap="md">
          <Text>
            A lista “{name.trim()}” foi criada com {plural(created.added, 'empresa', 'empresas')}.{' '}
            {plural(created.charged, 'crédito de exportação usado', 'créditos de exportação usados')}; restam{' '}
            {created.left.toLocaleString('pt-BR')}.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Continuar na busca
            </Button>
            <Button
              ref={openButton}
              onClick={() => {
                close();
                navigate(paths.infoset.getHref(created.id));
              }}
            >
              Abrir lista
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            create();
          }}
        >
          <Stack gap="md">
            <Text>
              Guarde as {plural(size, 'primeira empresa', 'primeiras empresas')} desta busca em uma lista:
              nela você acompanha cada uma (status, anotações, quadro) e envia para a sua planilha ou CRM.
            </Text>
            {/* Counted near its limit; a longer name pasted is cut there, and said so ("Nova lista"'s field). */}
            <LimitedTextInput
              label="Nome da lista"
              value={name}
              maxLength={LIST_NAME_MAX}
              cutMessage={nameCutMessage(LIST_NAME_MAX)}
              required
              data-autofocus
              error={nameError}
              onChange={(e) => {
                cancelPreselection.current();
                setName(e.currentTarget.value);
              }}
            />
            <Text fz="sm" data-testid="automatic-list-cost">
              Custa 1 crédito de exportação por empresa que a sua conta ainda não exportou: até{' '}
              {plural(size, 'crédito', 'créditos')}. Você tem {plural(credits, 'crédito', 'créditos')} de
              exportação.
            </Text>
            <Text fz="sm" c="dimmed">
              Esta oferta aparece só uma vez; depois, você cria listas pela busca, em “Adicionar à lista”.
            </Text>
            {preselected ? (
              <Alert color="blue" variant="light" role="status">
                Deixamos “Criar lista” selecionado para você. Nada é criado até você confirmar.
              </Alert>
            ) : null}
            {failed && !nameError ? (
              <Alert color="red" role="alert">
                {failed.message}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={decline} disabled={pending}>
                Não, obrigado
              </Button>
              <Button
                ref={createButton}
                type="submit"
                loading={pending}
                disabled={!name.trim()}
                data-preselected={preselected || undefined}
                variant={preselected ? 'filled' : 'light'}
              >
                Criar lista
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
