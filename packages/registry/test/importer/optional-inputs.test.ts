import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRelease } from '../../src/importer/import-release.ts';
import type { ImportReport } from '../../src/importer/import-report.ts';
import { DECISION_MAKER_PARTNERS_SQL } from '../../src/query/field-columns.ts';
import { writeQuirkRelease } from './quirk-release.ts';
import { readRows } from './registry-reader.ts';
import { tempDir } from './release-builder.ts';

let dir: string;
let file: string;
let report: ImportReport;

const PROCON_HEADER =
  'AnoCalendario;DataArquivamento;DataAbertura;CodigoRegiao;Regiao;UF;strRazaoSocial;strNomeFantasia;Tipo;NumeroCNPJ;' +
  'RadicalCNPJ;RazaoSocialRFB;NomeFantasiaRFB;CNAEPrincipal;DescCNAEPrincipal;Atendida;CodigoAssunto;DescricaoAssunto;' +
  'CodigoProblema;DescricaoProblema;SexoConsumidor;FaixaEtariaConsumidor;CEPConsumidor';
const proconRow = (radical: string, atendida: string) =>
  `2019;2019-05-01;2019-01-01;3;Sudeste;SP;CONSTRUTORA SÃO JOSÉ;;1;${radical}000110;${radical};X;;4120400;Construção;${atendida};1;Assunto;2;Problema;F;31 a 40;01310100`;

beforeAll(async () => {
  dir = await tempDir('optional');
  const release = await writeQuirkRelease(join(dir, 'release'));
  const enrichment = join(dir, 'enrichment.csv');
  await writeFile(
    enrichment,
    [
      'cnpj;employees;revenue;website;decision_maker_name;decision_maker_position;decision_maker_email;decision_maker_phone;decision_maker_linkedin',
      '22.333.444/0001-10;120;"12.500.000,00";https://construtora.example;Ana Souza;Diretora comercial;ANA@CONSTRUTORA.EXAMPLE;(11) 98888-7777;https://linkedin.com/in/ana',
      '22333444000110;;;;Bruno Lima;CFO;bruno@construtora.example;;',
      '99999999000199;5;;;;;;;',
    ].join('\n'),
  );
  const procon = join(dir, 'procon-2019.csv');
  const text = [
    PROCON_HEADER,
    proconRow('22333444', 'S'),
    proconRow('22333444', 'N'),
    proconRow('11222333', 'S'),
  ].join('\n');
  await writeFile(procon, Buffer.from(`${text}\n`, 'latin1'));
  file = join(dir, 'registry.duckdb');
  report = await importRelease({
    releaseDir: release,
    out: file,
    enrichment,
    procon: [procon],
    memoryLimit: '1GB',
    threads: 1,
  });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('optional inputs', () => {
  it('overrides the estimates with the enrichment and sets the site', async () => {
    const [row] = await readRows(file, "SELECT * FROM establishments WHERE cnpj = '22333444000110'");
    expect(row).toMatchObject({
      qt_funcionarios: 120,
      fl_funcionarios_estimado: false,
      faixa_funcionarios: 6,
      vl_faturamento: 12_500_000,
      fl_faturamento_estimado: false,
      faixa_faturamento: 6,
      site: 'https://construtora.example',
      has_site: true,
    });
    expect(report.adjustments).toMatchObject({
      enriquecimento_linhas: 3,
      enriquecimento_cnpjs: 2,
      enriquecimento_decisores: 2,
      enriquecimento_cnpj_desconhecido: 1,
    });
  });

  it('stores the decision makers by CNPJ', async () => {
    const contacts = await readRows(file, 'SELECT * FROM enriched_contacts ORDER BY nome');
    expect(contacts).toEqual([
      {
        cnpj: '22333444000110',
        nome: 'Ana Souza',
        cargo: 'Diretora comercial',
        email: 'ana@construtora.example',
        telefone: '11988887777',
        linkedin: 'https://linkedin.com/in/ana',
      },
      expect.objectContaining({ nome: 'Bruno Lima', cargo: 'CFO', telefone: null }),
    ]);
  });

  it('flags partners and decision makers (partners, representatives or enriched contacts) per establishment', async () => {
    const rows = await readRows(
      file,
      `SELECT cnpj, fl_socios, fl_decisores,
          cnpj_basico IN (SELECT cnpj_basico FROM partners) AS socios,
          cnpj_basico IN (SELECT cnpj_basico FROM partners WHERE ${DECISION_MAKER_PARTNERS_SQL})
            OR cnpj IN (SELECT cnpj FROM enriched_contacts) AS decisores
        FROM establishments ORDER BY cnpj`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.fl_socios, String(row.cnpj)).toBe(row.socios);
      expect(row.fl_decisores, String(row.cnpj)).toBe(row.decisores);
    }
    expect(rows.find((r) => r.cnpj === '22333444000110')?.fl_decisores).toBe(true);
  });

  it("keeps the decision makers' positions of each root as a qualificação mask", async () => {
    let holding = 0;
    for (const code of [5, 10, 16, 22, 49, 65]) {
      const [row] = await readRows(
        file,
        `SELECT count(*) FILTER (WHERE has <> holds)::INTEGER AS wrong, count(*) FILTER (WHERE holds)::INTEGER AS holding
           FROM (SELECT (qualificacoes_decisores & (1::UHUGEINT << ${code}::UHUGEINT)) <> 0 AS has,
                   cnpj_basico IN (SELECT cnpj_basico FROM partners
                     WHERE (tipo <> 1 AND nome IS NOT NULL AND qualificacao = ${code})
                        OR (representante_nome IS NOT NULL AND representante_qualificacao = ${code})) AS holds
                 FROM establishments)`,
      );
      expect(row?.wrong, String(code)).toBe(0);
      holding += Number(row?.holding ?? 0);
    }
    expect(holding).toBeGreaterThan(0);
  });

  it('counts Procon complaints by CNPJ root, 0 for companies without any', async () => {
    const rows = await readRows(
      file,
      `SELECT cnpj, qt_reclamacoes_procon AS total, qt_reclamacoes_procon_atendidas AS atendidas,
         pc_reclamacoes_resolvidas AS pc FROM establishments ORDER BY cnpj`,
    );
    const byCnpj = Object.fromEntries(rows.map((row) => [row.cnpj, row]));
    expect(byCnpj['22333444000110']).toMatchObject({ total: 2, atendidas: 1, pc: 50 });
    expect(byCnpj['22333444000200']).toMatchObject({ total: 2, atendidas: 1 });
    expect(byCnpj['11222333000181']).toMatchObject({ total: 1, atendidas: 1, pc: 100 });
    expect(byCnpj['33444555000120']).toMatchObject({ total: 0, atendidas: 0, pc: null });
    expect(report.adjustments).toMatchObject({ procon_linhas: 3, procon_raizes: 2 });
  });
});
