// `where` fields answered through another table than establishments: secondary CNAEs (the sorted
// posting table), the decision makers' positions (partners) and the country name (paises).
import type { DuckDBValue } from '@duckdb/node-api';
import type { SearchFieldName } from '@prospecta/contracts/search-fields';
import { labelTextSql, QUALIFICATION_MASK_CODES } from './field-columns.ts';
import { SearchQueryError, type SqlParams } from './sql-builder.ts';

export function relatedCondition(
  name: SearchFieldName,
  values: readonly DuckDBValue[],
  p: SqlParams,
): string {
  switch (name) {
    case 'cd_cnae_secundario':
      return `id IN (SELECT id FROM secondary_cnaes WHERE cnae IN ${p.list(values)})`;
    case 'cd_qualificacao_decisor': {
      // The positions of the root's decision makers, as a mask computed at import (build-companies.ts).
      const codes = values.map(Number);
      if (codes.every((c) => Number.isInteger(c) && c >= 0 && c < QUALIFICATION_MASK_CODES)) {
        const mask = codes.reduce((m, c) => m | (1n << BigInt(c)), 0n);
        return `(qualificacoes_decisores & ${p.add(mask.toString(), 'UHUGEINT')}) <> 0`;
      }
      // A code outside the mask: a person partner with that qualificação, or a representative with it.
      const partner = `tipo <> 1 AND nome IS NOT NULL AND qualificacao IN ${p.list(values, 'USMALLINT')}`;
      const representative = `representante_nome IS NOT NULL AND representante_qualificacao IN ${p.list(values, 'USMALLINT')}`;
      return `cnpj_basico IN (SELECT cnpj_basico FROM partners WHERE (${partner}) OR (${representative}))`;
    }
    case 'nm_pais':
      return `cd_pais IN (SELECT codigo FROM paises WHERE ${labelTextSql('descricao')} IN ${p.list(values)})`;
    default:
      throw new SearchQueryError(`Campo desconhecido: ${name}`);
  }
}
