import { Tooltip } from '@mantine/core';
import { SimilarSearchButton } from '@/features/company/components/similar-search-button';
import type { ListTableScope } from '@/features/list-companies/api/get-list-companies';
import { getListLookAlike } from '@/features/list-companies/api/get-list-look-alike';

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
  return (
    <Tooltip
      label="As empresas ativas mais parecidas com as que a tabela mostra, fora as desta lista, abertas na busca"
      multiline
      w={280}
    >
      <SimilarSearchButton
        variant="default"
        find={async () => (await getListLookAlike(listId, scope)).companies.map((company) => company.cnpj)}
        onFound={onFound}
        emptyMessage="Nenhuma empresa parecida encontrada fora desta lista."
      >
        Parecidas
      </SimilarSearchButton>
    </Tooltip>
  );
}
