// quality_data_score (0..100): completeness and freshness of an establishment row, the default sort.
// Weights add up to 100; documented in packages/registry/README.md.

export const QUALITY_WEIGHTS = {
  telefone: 20, // a valid phone (fixed or mobile)
  celular: 15, // a mobile phone
  email: 20, // a valid e-mail
  site: 10, // a website (enrichment)
  endereco: 10, // street, CEP and a known municipality
  nomeFantasia: 5,
  socios: 5, // the company lists partners
  ativa: 10, // situação ATIVA
  situacaoRecente: 5, // situação date within the last RECENT_YEARS years of the release
} as const;

export const RECENT_YEARS = 5;

/** SQL over the columns of the establishment row plus `has_partners` and the release date literal. */
export function qualityScoreSql(releaseDate: string): string {
  const w = QUALITY_WEIGHTS;
  return `(
    CASE WHEN has_telefone THEN ${w.telefone} ELSE 0 END
    + CASE WHEN has_celular THEN ${w.celular} ELSE 0 END
    + CASE WHEN has_email THEN ${w.email} ELSE 0 END
    + CASE WHEN has_site THEN ${w.site} ELSE 0 END
    + CASE WHEN logradouro IS NOT NULL AND cep IS NOT NULL AND cd_municipio IS NOT NULL THEN ${w.endereco} ELSE 0 END
    + CASE WHEN nome_fantasia IS NOT NULL THEN ${w.nomeFantasia} ELSE 0 END
    + CASE WHEN has_partners THEN ${w.socios} ELSE 0 END
    + CASE WHEN situacao = 2 THEN ${w.ativa} ELSE 0 END
    + CASE WHEN dt_situacao >= DATE '${releaseDate}' - INTERVAL ${RECENT_YEARS} YEAR THEN ${w.situacaoRecente} ELSE 0 END
  )::UTINYINT`;
}
