import { Alert, Anchor, Button, Group, Modal, NumberInput, Radio, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGES } from '@prospecta/contracts/errors';
import { LIST_NAME_MAX, listNameKey } from '@prospecta/contracts/lists-api';
import { IconPlaylistAdd } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LimitedTextInput } from '@/components/ui/limited-text-input';
import { paths } from '@/config/paths';
import { useCredits } from '@/features/credits/api/get-credits';
import { useExportToList } from '@/features/list-companies/api/export-to-list';
import { useListOptions } from '@/features/list-companies/api/get-list-options';
import { getSearchCnpjs } from '@/features/list-companies/api/get-search-cnpjs';
import {
  type AddedToList,
  AddedToListNotice,
} from '@/features/list-companies/components/added-to-list-notice';
import {
  addBlockedReason,
  allResultsAmount,
  allResultsLabel,
  DEFAULT_FIRST,
  firstAmountNote,
  firstResultsMax,
  listSearchText,
  NEW_LIST_LABEL,
  typedListText,
} from '@/features/list-companies/lib/add-scope';
import { addedMessage } from '@/features/list-companies/lib/added-message';
import { nameErrorOf } from '@/features/lists/lib/list-name';
import { NextPlanHint } from '@/features/plans/components/next-plan-hint';
import { ApiError, failureMessage } from '@/lib/api-errors';
import { nameCutMessage } from '@/lib/form-rules';
import { showActionToast } from '@/lib/undo-toast';

const NEW_LIST = '__new__';
const count = (n: number) => n.toLocaleString('pt-BR');

export type AddToListProps = {
  searchId: string | null;
  total: number;
  /** CNPJs ticked in the results: offered first when there are any. */
  checked: string[];
  /** Only the `checked` companies, with no other choice (a company's own drawer). */
  onlyChecked?: boolean;
  /** Called after companies were added (the credits gauge refreshes; ticked rows once added are cleared). */
  onAdded: (listId: string, addedChecked: boolean) => void;
};

type Scope = 'checked' | 'first' | 'all';
type ChosenList = { id: string; name: string };

/**
 * "Adicionar à lista": the ticked results, the first N results or all of them (up to 10 600) go to a chosen
 * list or a new one; one export credit per company new to the account. It opens on the list companies last
 * went to from here (none at first), with every list offered; a choice left with "Cancelar" is not kept.
 */
export function AddToListButton({ searchId, total, checked, onlyChecked, onAdded }: AddToListProps) {
  const [opened, setOpened] = useState(false);
  const [scope, setScope] = useState<Scope>('first');
  // Empty while the amount is retyped: nothing is added until a number is there (the field says so).
  const [first, setFirst] = useState<number | ''>(DEFAULT_FIRST);
  // A number typed past the ceiling, brought down to it on leaving the field (the line under it says so).
  const [typedOver, setTypedOver] = useState<number | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  // The list chosen (its name is what the select writes in its box) and the one companies last went to.
  const [chosen, setChosen] = useState<ChosenList | null>(null);
  const [lastAdded, setLastAdded] = useState<ChosenList | null>(null);
  const [newName, setNewName] = useState('');
  const [search, setSearch] = useState('');
  const newNameInput = useRef<HTMLInputElement>(null);
  const firstNoteId = useId();
  const blockedId = useId();
  // Choosing "+ Criar nova lista" goes straight to typing its name.
  useEffect(() => {
    if (target === NEW_LIST) newNameInput.current?.focus();
  }, [target]);
  // Picking "+ Criar nova lista" writes its label in the select's box: that is not a name to search lists by
  // (it asked the API for lists named "+ Criar nova lista"), so the lists found before stay.
  // The chosen list's name in the box is not a search: every list stays offered (it offered that one alone,
  // and picking it again emptied the box).
  const typedText = typedListText(search, target !== null && target === chosen?.id ? chosen : null);
  const [debounced] = useDebouncedValue(typedText, 300);
  const lastQuery = useRef('');
  lastQuery.current = listSearchText(debounced, lastQuery.current);
  const query = lastQuery.current;
  const options = useListOptions(query, opened);
  const lists = options.data?.info_sets ?? [];
  const typed = typedText.trim().toLocaleLowerCase('pt-BR');
  const typedKey = listNameKey(typedText);
  // Until the lists of the text typed are in, "+ Criar nova lista" is not offered: Enter or the first option
  // in that moment created a second list of an existing name. Nor is it while a list has exactly that name.
  const searching =
    (typedText.trim() !== NEW_LIST_LABEL && typedText.trim() !== query.trim()) || options.isFetching;
  // Case and spaces aside, as the API compares names: it refuses a new list of an active list's name.
  const sameName = lists.some((l) => listNameKey(l.name) === typedKey);
  const offerNew = target === NEW_LIST || typed === '' || (!searching && !sameName);
  const unseen = (options.data?.total ?? 0) - lists.length;
  const exportToList = useExportToList();
  const navigate = useNavigate();
  const remaining = useCredits().data?.export.remaining;
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  // A drawer's add, said beside its button (`onlyChecked`); another company opened in the drawer clears it.
  const [added, setAdded] = useState<AddedToList | null>(null);
  const companies = checked.join();
  const [addedFor, setAddedFor] = useState(companies);
  if (addedFor !== companies) {
    setAddedFor(companies);
    setAdded(null);
  }
  const maxFirst = firstResultsMax(total);
  const firstNote = firstAmountNote(first, typedOver, total);
  const amounts: Record<Scope, number> = {
    checked: checked.length,
    first: first === '' ? 0 : Math.min(first, maxFirst),
    all: allResultsAmount(total),
  };
  const amount = amounts[scope];
  // Each opening starts afresh: the choices of a dialog left with "Cancelar" are not kept, only the list the
  // companies last went to is chosen again.
  const open = () => {
    setScope(checked.length > 0 ? 'checked' : 'first');
    setFirst(Math.min(DEFAULT_FIRST, maxFirst));
    setTypedOver(null);
    setTarget(lastAdded?.id ?? null);
    setChosen(lastAdded);
    setSearch(lastAdded?.name ?? '');
    setNewName('');
    setError(null);
    setNameError(null);
    setOpened(true);
  };
  const blocked = addBlockedReason({
    searchReady: searchId !== null,
    amount,
    listChosen: target !== null && target !== NEW_LIST,
    newList: target === NEW_LIST,
    newName,
  });
  const ready = blocked === null;

  const submit = async () => {
    if (!ready || !searchId || exportToList.isPending) return;
    setError(null);
    setNameError(null);
    try {
      const cnpjs =
        scope === 'checked'
          ? checked
          : scope === 'first'
            ? await getSearchCnpjs(searchId, amount)
            : undefined;
      const answer = await exportToList.mutateAsync({
        search_id: searchId,
        cnpjs,
        ...(target === NEW_LIST ? { info_set_name: newName.trim() } : { info_set_id: target ?? '' }),
      });
      const listName = target === NEW_LIST ? newName.trim() : (chosen?.name ?? search.trim());
      if (onlyChecked) setAdded({ listId: answer.info_set_id, listName, answer });
      else
        showActionToast({
          id: `added-to-list-${Date.now()}`,
          color: 'green',
          title: answer.added === 1 ? 'Empresa adicionada à lista' : 'Empresas adicionadas à lista',
          message: addedMessage(answer),
          action: { label: 'Abrir lista', run: () => navigate(paths.infoset.getHref(answer.info_set_id)) },
        });
      setOpened(false);
      // The list the companies went to (a new one too: not a second list of that name) is chosen next time.
      setLastAdded({ id: answer.info_set_id, name: listName });
      onAdded(answer.info_set_id, scope === 'checked');
    } catch (cause) {
      const onName = target === NEW_LIST ? nameErrorOf(cause) : null;
      if (onName) setNameError(onName);
      else if (cause instanceof ApiError && cause.status === 422 && cause.message === MESSAGES.noCredit)
        // Credits spent meanwhile (or more of these new to the account than thought): how many are left, and
        // where more come from.
        setError(
          remaining === undefined
            ? `${MESSAGES.noCredit}: estas empresas precisam de mais créditos de exportação do que a conta tem. Adicione menos empresas ou veja os planos.`
            : `${MESSAGES.noCredit}: a conta tem ${count(remaining)} ${remaining === 1 ? 'crédito' : 'créditos'} de exportação e estas empresas precisam de mais. Adicione menos empresas ou veja os planos.`,
        );
      else setError(failureMessage(cause, 'Não foi possível adicionar as empresas. Tente novamente.'));
    }
  };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconPlaylistAdd size={16} />}
        disabled={searchId === null || (onlyChecked ? checked.length === 0 : total === 0)}
        onClick={open}
      >
        Adicionar à lista
      </Button>
      {onlyChecked ? <AddedToListNotice added={added} /> : null}
      <Modal opened={opened} onClose={() => setOpened(false)} title="Adicionar à lista" centered size="md">
        {/* A form: Enter in the new list's name, the amount or a list picked submits it, as the button does
            (the same checks). */}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            {onlyChecked ? null : (
              <Radio.Group label="Quais empresas" value={scope} onChange={(v) => setScope(v as Scope)}>
                <Stack gap="xs" mt={6}>
                  {checked.length > 0 ? (
                    <Radio
                      value="checked"
                      // The choice made on opening takes the focus (Mantine's default is the close button),
                      // unless a new list's name is asked for (that field takes it).
                      data-autofocus={(scope === 'checked' && target !== NEW_LIST) || undefined}
                      label={
                        checked.length === 1
                          ? 'A empresa selecionada'
                          : `As ${count(checked.length)} empresas selecionadas`
                      }
                    />
                  ) : null}
                  <Group gap="xs" wrap="nowrap">
                    <Radio
                      value="first"
                      label="As primeiras"
                      data-autofocus={(scope === 'first' && target !== NEW_LIST) || undefined}
                    />
                    <NumberInput
                      w={110}
                      size="xs"
                      aria-label="Quantidade de empresas"
                      aria-describedby={firstNoteId}
                      min={1}
                      max={maxFirst}
                      // Brought down to the ceiling on leaving the field, with the line under it saying so (the
                      // button counts the ceiling meanwhile); 0 or nothing stays, an error. Mantine's strict
                      // clamp kept "100" of a "1000" typed, and emptied a 0 or a 5 000, without a word.
                      clampBehavior="none"
                      allowDecimal={false}
                      allowNegative={false}
                      value={first}
                      error={scope === 'first' && firstNote.error}
                      // Typing a number chooses "As primeiras"; passing through with Tab does not (it switched a
                      // keyboard user's 3 ticked companies to the first 10).
                      onChange={(v) => {
                        const typedNumber = typeof v === 'number' ? v : Number(v);
                        setTypedOver(null);
                        setFirst(v === '' || Number.isNaN(typedNumber) ? '' : typedNumber);
                        setScope('first');
                      }}
                      onBlur={() => {
                        if (first === '' || first <= maxFirst) return;
                        setTypedOver(first);
                        setFirst(maxFirst);
                      }}
                    />
                    <Text fz="sm">da busca</Text>
                  </Group>
                  <Text
                    id={firstNoteId}
                    fz="xs"
                    c={scope === 'first' && firstNote.error ? 'red.8' : 'dimmed'}
                    ml={28}
                    mt={-4}
                    data-testid="first-amount-note"
                  >
                    {firstNote.text}
                  </Text>
                  <Radio value="all" label={allResultsLabel(total)} />
                </Stack>
              </Radio.Group>
            )}
            <Select
              label="Lista"
              placeholder="Escolha uma lista"
              searchable
              // Picking the chosen list again keeps it (Mantine's default emptied the box).
              allowDeselect={false}
              searchValue={search}
              onSearchChange={setSearch}
              description={
                unseen > 0 && typed === ''
                  ? `Mostrando ${count(lists.length)} de ${count(lists.length + unseen)} listas: digite para buscar as outras.`
                  : undefined
              }
              data={[
                ...(offerNew ? [{ value: NEW_LIST, label: NEW_LIST_LABEL }] : []),
                ...lists.map((l) => ({ value: l.id, label: l.name })),
                // The list chosen on opening, when it is not on the first page of lists.
                ...(chosen && target === chosen.id && !lists.some((l) => l.id === chosen.id)
                  ? [{ value: chosen.id, label: chosen.name }]
                  : []),
              ]}
              // "+ Criar nova lista" stays offered while a name is typed that no list has (it was filtered
              // out with the lists), and the name typed becomes the new list's.
              filter={({ options: all, search: typed }) => {
                const words = typed.trim().toLocaleLowerCase('pt-BR');
                return all.filter(
                  (o) =>
                    !('value' in o) ||
                    o.value === NEW_LIST ||
                    o.label.toLocaleLowerCase('pt-BR').includes(words),
                );
              }}
              value={target}
              onChange={(value, option) => {
                const name = typedText.trim();
                if (value === NEW_LIST && name && name !== NEW_LIST_LABEL && !sameName) setNewName(name);
                setTarget(value);
                setChosen(
                  value !== null && value !== NEW_LIST ? { id: value, name: option?.label ?? '' } : null,
                );
              }}
              nothingFoundMessage={searching ? 'Buscando listas…' : 'Nenhuma lista com este nome'}
              comboboxProps={{ withinPortal: true }}
              // Enter while the options are open picks one (Mantine, when one is highlighted) or does nothing:
              // it never adds the companies to a list the seller has not picked yet.
              onKeyDown={(event) => {
                if (event.key === 'Enter' && event.currentTarget.hasAttribute('data-expanded'))
                  event.preventDefault();
              }}
            />
            {target === NEW_LIST ? (
              // Counted near its limit; a longer name pasted is cut there, and said so (it was cut unseen).
              <LimitedTextInput
                ref={newNameInput}
                label="Nome da nova lista"
                value={newName}
                onChange={(e) => {
                  setNewName(e.currentTarget.value);
                  setNameError(null);
                }}
                error={nameError}
                maxLength={LIST_NAME_MAX}
                cutMessage={nameCutMessage(LIST_NAME_MAX)}
                data-autofocus
              />
            ) : null}
            <Text fz="xs" c="dimmed">
              Cada empresa nova para a sua conta usa 1 crédito de exportação; as já exportadas não são
              cobradas de novo.
              {remaining === undefined
                ? ''
                : ` Você tem ${count(remaining)} ${remaining === 1 ? 'crédito' : 'créditos'}.`}
            </Text>
            {remaining !== undefined && amount > remaining ? (
              <Alert color="yellow" variant="light" data-testid="credits-short">
                <Stack gap={6} align="flex-start">
                  <Text fz="sm">
                    {remaining === 0
                      ? 'Seus créditos de exportação acabaram: só empresas que a sua conta já exportou podem ser adicionadas.'
                      : `Seus créditos cobrem até ${count(remaining)} ${remaining === 1 ? 'empresa nova' : 'empresas novas'}: se mais destas forem novas para a sua conta, nada será adicionado.`}
                  </Text>
                  {remaining === 0 ? (
                    <>
                      <NextPlanHint credits={amount} type="export" />
                      <PlansLink />
                    </>
                  ) : null}
                  {remaining > 0 && scope !== 'checked' ? (
                    <Button
                      size="compact-xs"
                      variant="light"
                      color="yellow"
                      onClick={() => {
                        setScope('first');
                        setTypedOver(null);
                        setFirst(Math.min(remaining, maxFirst));
                      }}
                    >
                      Adicionar só as primeiras {count(Math.min(remaining, maxFirst))}
                    </Button>
                  ) : null}
                </Stack>
              </Alert>
            ) : null}
            {error ? (
              <Alert color="red" variant="light" data-testid="add-to-list-error">
                <Stack gap={6} align="flex-start">
                  <Text fz="sm">{error}</Text>
                  {error.startsWith(MESSAGES.noCredit) ? (
                    <>
                      <NextPlanHint credits={amount} type="export" />
                      <PlansLink />
                    </>
                  ) : null}
                </Stack>
              </Alert>
            ) : null}
            <Stack gap={6}>
              {/* Why the button cannot be pressed yet, over it. */}
              {blocked ? (
                <Text id={blockedId} fz="xs" c="dimmed" ta="right" data-testid="add-to-list-blocked">
                  {blocked}
                </Text>
              ) : null}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setOpened(false)}>
                  Cancelar
                </Button>
                <Button
                  type="submit"
                  disabled={!ready}
                  loading={exportToList.isPending}
                  aria-describedby={blocked ? blockedId : undefined}
                >
                  Adicionar {amount > 0 ? count(amount) : ''} {amount === 1 ? 'empresa' : 'empresas'}
                </Button>
              </Group>
            </Stack>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/** Where more export credits come from (the plans screen: the account's credits and the plans on sale). */
function PlansLink() {
  return (
    <Anchor component={Link} to={paths.upgradePlans.getHref()} fz="sm" fw={600}>
      Ver planos e créditos
    </Anchor>
  );
}
