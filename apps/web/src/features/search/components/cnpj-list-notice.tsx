import { Alert, Button, Group, Text } from '@mantine/core';
import { IconListCheck, IconSparkles } from '@tabler/icons-react';
import { useMemo } from 'react';
import { leftOutText } from '@/features/search/lib/cnpj-entries';
import { similarOrigin } from '@/features/search/lib/similar-origin';

function originOf(cnpjs: readonly string[]): string | null {
  try {
    return similarOrigin(window.sessionStorage, cnpjs);
  } catch {
    return null;
  }
}

/**
 * A search restricted to a CNPJ list says so above its results — what the companies resemble when they came
 * from "Parecidas" — with the way back to every company (the list removed, the other filters kept). When
 * fewer companies come back than CNPJs were given (`found`, the settled total), it says why.
 */
export function CnpjListNotice({
  cnpjs,
  found,
  onClear,
}: {
  cnpjs: readonly string[];
  found: number | null;
  onClear: () => void;
}) {
  const origin = useMemo(() => originOf(cnpjs), [cnpjs]);
  if (cnpjs.length === 0) return null;
  const count = cnpjs.length.toLocaleString('pt-BR');
  return (
    <Alert
      variant="light"
      color="brand"
      p="sm"
      icon={origin ? <IconSparkles size={18} /> : <IconListCheck size={18} />}
      title={
        origin
          ? `Empresas parecidas com ${origin}`
          : `Busca restrita a ${count} ${cnpjs.length === 1 ? 'CNPJ' : 'CNPJs'}`
      }
      data-testid="cnpj-list-notice"
    >
      <Group justify="space-between" gap="xs">
        <Text fz="sm">
          {origin
            ? `A busca parte das ${count} mais parecidas, a mais parecida primeiro; as opções exclusivas (ativas, ainda não exportadas, com contato) valem como em qualquer busca.`
            : `Somente os CNPJs do filtro “Buscar somente estes CNPJs”, em Dados avançados.${leftOutText(cnpjs.length, found)}`}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          Buscar em todas as empresas
        </Button>
      </Group>
    </Alert>
  );
}
