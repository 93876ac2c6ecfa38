// `npm run registry -- sample-inputs FILE --out DIR [--seed S]`: the optional inputs of an import
// (packages/registry/README.md, "Optional inputs") for a registry built from a generated release, so a demo
// has what the Receita Federal data lacks: websites, decision makers with their contacts, complaint-site
// figures (enriquecimento.csv) and Procon complaints (procon.csv). Written from the registry itself (its
// active establishments, partners and qualificações), in the documented formats, and read back by
// `import --enrichment … --procon …`. Same registry and seed, same bytes.
//
// Who gets what is a hash of the CNPJ (or root) and the seed: 8% of the active establishments a website;
// half of those their person partners (up to two) as decision makers, with e-mail on the site's domain, a
// mobile in the establishment's DDD and a LinkedIn address; a quarter complaint-site figures; 3% of the
// active head offices' roots 1–6 Procon complaints, two in three answered.

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { sqlString } from '../importer/sql-helpers.ts';

export const SAMPLE_FILES = { enrichment: 'enriquecimento.csv', procon: 'procon.csv' } as const;

/** Share (%) of active establishments with a website, and of active roots with Procon complaints. */
const WEBSITE_PERCENT = 8;
const PROCON_PERCENT = 3;
const ATIVA = 2;
/** Words a company's domain leaves out (legal forms, connectives). */
const NOT_IN_DOMAINS = ['ltda', 'me', 'epp', 'eireli', 'sa', 'de', 'da', 'do', 'das', 'dos']
  .map((word) => `'${word}'`)
  .join(', ');

const enrichmentSql = (seed: number) => `
  WITH picked AS (
    SELECT cnpj, cnpj_basico, hash(cnpj || '|${seed}') AS h, coalesce(left(telefone1, 2), '11') AS ddd,
           array_to_string(list_filter(
             string_split(regexp_replace(lower(strip_accents(coalesce(nome_fantasia, razao_social, ''))), '[^a-z]+', ' ', 'g'), ' '),
             w -> length(w) >= 2 AND w NOT IN (${NOT_IN_DOMAINS})
           )[1:3], '') AS slug
      FROM establishments
     WHERE situacao = ${ATIVA} AND hash(cnpj || '|${seed}') % 100 < ${WEBSITE_PERCENT}
  ), sites AS (
    SELECT * FROM picked WHERE length(slug) >= 3
  ), people AS (
    SELECT s.cnpj, s.slug, s.h, s.ddd, p.nome, q.descricao AS cargo,
           string_split(lower(strip_accents(p.nome)), ' ') AS words,
           row_number() OVER (PARTITION BY s.cnpj ORDER BY p.nome, p.qualificacao) AS k
      FROM sites s
      JOIN partners p ON p.cnpj_basico = s.cnpj_basico AND p.tipo <> 1 AND p.nome IS NOT NULL
      LEFT JOIN qualificacoes q ON q.codigo = p.qualificacao
     WHERE s.h % 2 = 0
  )
  SELECT cnpj, 'https://www.' || slug || '.com.br' AS website,
         CASE WHEN h % 4 = 1 THEN (h // 4 % 60)::INTEGER END AS complaints,
         CASE WHEN h % 4 = 1 THEN (40 + h // 8 % 61)::INTEGER END AS complaints_resolved_pct,
         CASE WHEN h % 4 = 1 THEN round(4 + (h // 16 % 60) / 10, 1) END AS complaint_rating,
         NULL AS decision_maker_name, NULL AS decision_maker_position, NULL AS decision_maker_email,
         NULL AS decision_maker_phone, NULL AS decision_maker_linkedin, 0 AS k
    FROM sites
  UNION ALL
  SELECT cnpj, NULL, NULL, NULL, NULL, nome, cargo,
         words[1] || '.' || words[-1] || '@' || slug || '.com.br',
         ddd || '9' || lpad((hash(cnpj || nome) % 100000000)::VARCHAR, 8, '0'),
         'https://www.linkedin.com/in/' || words[1] || '-' || words[-1] || '-' || (1000 + hash(nome || cnpj) % 9000)::VARCHAR,
         k
    FROM people WHERE k <= 2
   ORDER BY cnpj, k`;

const proconSql = (seed: number, year: number) => `
  WITH roots AS (
    SELECT cnpj, cnpj_basico, uf, cnae_principal, cep,
           strip_accents(coalesce(razao_social, '')) AS razao, strip_accents(coalesce(nome_fantasia, '')) AS fantasia,
           hash(cnpj_basico || '|procon|${seed}') AS h
      FROM establishments
     WHERE situacao = ${ATIVA} AND fl_matriz AND hash(cnpj_basico || '|procon|${seed}') % 100 < ${PROCON_PERCENT}
  ), complaints AS (
    SELECT r.*, unnest(range(1 + (r.h // 100 % 6)::INTEGER)) AS i FROM roots r
  )
  -- The columns of the published files, in their order (the importer reads RadicalCNPJ and Atendida).
  SELECT ${year} AS AnoCalendario, '${year}-' || lpad((1 + i % 12)::VARCHAR, 2, '0') || '-15' AS DataArquivamento,
         '${year}-' || lpad((1 + i % 12)::VARCHAR, 2, '0') || '-01' AS DataAbertura, '' AS CodigoRegiao, '' AS Regiao,
         '' AS UF, razao AS strRazaoSocial, fantasia AS strNomeFantasia, 1 AS Tipo, cnpj AS NumeroCNPJ,
         cnpj_basico AS RadicalCNPJ, razao AS RazaoSocialRFB, fantasia AS NomeFantasiaRFB,
         cnae_principal AS CNAEPrincipal, '' AS DescCNAEPrincipal,
         CASE WHEN hash(cnpj_basico || i::VARCHAR) % 3 = 0 THEN 'N' ELSE 'S' END AS Atendida,
         '' AS CodigoAssunto, '' AS DescricaoAssunto, '' AS CodigoProblema, '' AS DescricaoProblema,
         '' AS SexoConsumidor, '' AS FaixaEtariaConsumidor, coalesce(cep, '') AS CEPConsumidor
    FROM complaints
   ORDER BY cnpj_basico, i`;

export interface SampleInputs {
  enrichment: string;
  procon: string;
}

/** Writes enriquecimento.csv and procon.csv for `registryFile` into `outDir`. */
export async function writeSampleInputs(
  registryFile: string,
  outDir: string,
  seed = 1,
): Promise<SampleInputs> {
  if (!Number.isInteger(seed) || seed < 0) throw new Error('A semente (--seed) é um inteiro não negativo.');
  await mkdir(outDir, { recursive: true });
  const files = {
    enrichment: join(outDir, SAMPLE_FILES.enrichment),
    procon: join(outDir, SAMPLE_FILES.procon),
  };
  const instance = await DuckDBInstance.create(':memory:', { threads: '1' });
  const connection = await instance.connect();
  try {
    await connection.run(`ATTACH ${sqlString(registryFile)} AS reg (READ_ONLY)`);
    await connection.run('USE reg');
    const reader = await connection.runAndReadAll(
      "SELECT value FROM release_info WHERE key = 'release_date'",
    );
    const date = String(reader.getRowObjectsJS()[0]?.value ?? '');
    const year = /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : new Date().getUTCFullYear();
    await connection.run(
      `COPY (SELECT * EXCLUDE (k) FROM (${enrichmentSql(seed)})) TO ${sqlString(files.enrichment)} (HEADER, DELIMITER ';')`,
    );
    await connection.run(
      `COPY (${proconSql(seed, year)}) TO ${sqlString(files.procon)} (HEADER, DELIMITER ';')`,
    );
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
  return files;
}

export async function runSampleInputsCommand(args: string[]): Promise<void> {
  const usage = 'Uso: npm run registry -- sample-inputs ARQUIVO.duckdb --out DIR [--seed S]';
  const [file, ...rest] = args;
  const option = (name: string) => {
    const at = rest.indexOf(`--${name}`);
    return at >= 0 ? rest[at + 1] : undefined;
  };
  const out = option('out');
  if (!file || file.startsWith('--') || !out) throw new Error(usage);
  const seed = Number(option('seed') ?? 1);
  const files = await writeSampleInputs(file, out, seed);
  console.log(`Entradas de exemplo gravadas: ${files.enrichment}, ${files.procon}`);
}
