import { Badge, Button, Group, List, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import { MAX_LIST_VALUES } from '@prospecta/contracts/search-values';
import { useState } from 'react';
import type { FilterFieldProps } from '@/features/search/components/filters/filter-props';
import {
  checkCnpjEntries,
  checkCnpjList,
  cnpjListCounts,
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
  const { checks } = list;
  const bad = checks.filter((c) => !c.valid);
  const good = validCnpjs(checks);
  const counts = cnpjListCounts(list);
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
        error={
          tooMany
            ? `No máximo ${MAX_LIST_VALUES.toLocaleString('pt-BR')} CNPJs por lista (há ${good.length.toLocaleString('pt-BR')} válidos): divida a lista em buscas menores.`
            : undefined
        }
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={() => apply(good)}
        data-testid={`cnpj-list-${filter.id}`}
      />
      <Group gap="xs" justify="space-between">
        <Group gap={6}>
          <Badge size="sm" variant="light" color="teal">
            {counts.valid}
          </Badge>
          {counts.invalid ? (
            <Badge size="sm" variant="light" color="red">
              {counts.invalid}
            </Badge>
          ) : null}
          {/* A CNPJ pasted twice is searched once: said, not dropped in silence. */}
          {counts.repeated ? (
            <Tooltip label="CNPJs colados mais de uma vez entram uma vez só na busca" multiline w={220}>
              <Badge size="sm" variant="light" color="yellow" data-testid="cnpj-repeated">
                {counts.repeated}
              </Badge>
            </Tooltip>
          ) : null}
        </Group>
        <Button size="compact-xs" variant="light" onClick={() => apply(good)} disabled={tooMany}>
          Aplicar lista
        </Button>
      </Group>
      {bad.length > 0 ? (
        <List size="xs" spacing={2} c="red.9" data-testid="cnpj-invalid-list">
          {bad.slice(0, 20).map((c) => (
            <List.Item key={c.normalized}>
              <Text span fz="xs" ff="monospace" c="red.9">
                {c.input}
              </Text>{' '}
              — {c.reason}
            </List.Item>
          ))}
          {bad.length > 20 ? <List.Item>e mais {bad.length - 20}</List.Item> : null}
        </List>
      ) : null}
      {applied.length > 0 ? (
        <Text fz="xs" c="dimmed">
          {applied.length} CNPJ(s) {exclude ? 'excluídos' : 'aplicados'} na busca
        </Text>
      ) : null}
    </Stack>
  );
}
