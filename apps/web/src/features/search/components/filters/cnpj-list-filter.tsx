import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import { MAX_LIST_VALUES } from '@prospecta/contracts/search-values';
import { useState } from 'react';
import { CnpjInvalidList, CnpjListBadges } from '@/features/search/components/filters/cnpj-list-parts';
import type { FilterFieldProps } from '@/features/search/components/filters/filter-props';
import {
  checkCnpjEntries,
  checkCnpjList,
  tooManyCnpjsText,
  validCnpjs,
} from '@/features/search/lib/cnpj-entries';

/**
 * Paste many CNPJs; the valid ones are applied, the bad ones listed in red with the reason. A list longer than
 * a query takes is not applied (a truncated exclusion list would show companies the user meant to leave out).
 */
export function CnpjListFilter({ filter, state, update }: FilterFieldProps) {
  const exclude = filter.clause === 'wherenot';
  const applied = exclude ? state.cnpjExclude : state.cnpjInclude;
  const [text, setText] = useState(applied.map(formatCnpj).join('\n'));
  // The list changed outside this box ("Limpar filtros", "Buscar em todas as empresas", Back): the box shows
  // it, unless it is what the box already holds (the user's own text, as typed, stays).
  const appliedKey = applied.join(',');
  const [shownKey, setShownKey] = useState(appliedKey);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    if (validCnpjs(checkCnpjEntries(text)).join(',') !== appliedKey)
      setText(applied.map(formatCnpj).join('\n'));
  }
  const list = checkCnpjList(text);
  const good = validCnpjs(list.checks);
  const tooMany = good.length > MAX_LIST_VALUES;
  const apply = (list: string[]) => {
    if (list.length > MAX_LIST_VALUES) return;
    update((s) => (exclude ? { ...s, cnpjExclude: list } : { ...s, cnpjInclude: list }));
  };
  return (
    <Stack gap={6}>
      <Textarea
        size="xs"
        label={
          <Text fz="sm" fw={600} component="span">
            {filter.title}
          </Text>
        }
        description="Cole um CNPJ por linha (com ou sem pontuação)"
        autosize
        minRows={3}
        maxRows={8}
        value={text}
        error={tooMany ? tooManyCnpjsText(good.length) : undefined}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={() => apply(good)}
        data-testid={`cnpj-list-${filter.id}`}
      />
      <Group gap="xs" justify="space-between">
        <CnpjListBadges list={list} />
        <Button size="compact-xs" variant="light" onClick={() => apply(good)} disabled={tooMany}>
          Aplicar lista
        </Button>
      </Group>
      <CnpjInvalidList list={list} />
      {applied.length > 0 ? (
        <Text fz="xs" c="dimmed">
          {applied.length} CNPJ(s) {exclude ? 'excluídos' : 'aplicados'} na busca
        </Text>
      ) : null}
    </Stack>
  );
}
