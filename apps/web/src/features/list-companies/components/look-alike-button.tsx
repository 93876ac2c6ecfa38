import { Button, Tooltip } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { LOOK_ALIKE_ERROR } from '@/features/company/api/get-look-alike';
import type { ListTableScope } from '@/features/list-companies/api/get-list-companies';
import { getListLookAlike } from '@/features/list-companies/api/get-list-look-alike';
import { showToast } from '@/lib/notify';

/**
 * "Parecidas": the active companies most like those the table shows (its search and status filter: the
 * companies won, say), none of the list's own; `onFound` takes their CNPJs (the screen opens them as a search).
 */
export function LookAlikeButton({
  listId,
  scope,
  onFound,
}: {
  listId: string;
  scope: ListTableScope;
  onFound: (cnpjs: string[]) => void;
}) {
  const similar = useMutation({
    mutationFn: () => getListLookAlike(listId, scope),
    onSuccess: ({ companies }) => {
      if (companies.length > 0) onFound(companies.map((company) => company.cnpj));
      else showToast({ color: 'yellow', message: 'Nenhuma empresa parecida encontrada fora desta lista.' });
    },
    onError: () => showToast({ color: 'red', message: LOOK_ALIKE_ERROR }),
  });
  return (
    <Tooltip
      label="As empresas ativas mais parecidas com as que a tabela mostra, fora as desta lista, abertas na busca"
      multiline
      w={280}
    >
      <Button
        variant="default"
        leftSection={<IconSparkles size={16} />}
        loading={similar.isPending}
        onClick={() => similar.mutate()}
      >
        Parecidas
      </Button>
    </Tooltip>
  );
}
