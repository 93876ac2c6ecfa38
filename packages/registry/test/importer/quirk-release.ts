// A hand-made release with one of each known quirk; the expected counts are in import-quirks.test.ts.
import { csvLine, establishmentLine, writeRelease, type ZipSpec } from './release-builder.ts';

const D = 'D60315'; // extraction date 2026-03-15

export const QUIRK_ESTABLISHMENTS = [
  establishmentLine({
    fantasia: 'PADA\0RIA BOA',
    ddd1: '011',
    tel1: '987654321',
    email: ' CONTADOR@ESCRITORIO.COM.BR ',
  }),
  establishmentLine({
    ordem: '0002',
    dv: '62',
    matriz: '2',
    ddd1: '21',
    tel1: '87654321',
    email: 'contador@escritorio.com.br',
  }),
  establishmentLine({
    ordem: '0003',
    dv: '43',
    matriz: '2',
    ddd1: '0',
    tel1: '0',
    ddd2: '0021',
    tel2: '12345',
  }),
  establishmentLine({
    basico: '22333444',
    dv: '10',
    email: 'invalido@',
    cep: '1310100',
    ddd1: '11',
    tel1: '33334444',
  }),
  establishmentLine({
    basico: '22333444',
    ordem: '0002',
    dv: '00',
    matriz: '2',
    cep: '0',
    ddd1: '11',
    tel1: '33334444',
  }),
  // The phone of 22333444 and the e-mail of 11222333 (each shared by the company's own branches, which do not
  // count) are also another company's: shared with one other company.
  establishmentLine({
    basico: '33444555',
    dv: '20',
    ddd1: '11',
    tel1: '33334444',
    email: 'contador@escritorio.com.br',
    dtSituacao: '00000000',
    inicio: '0',
    secundarias: '6201501,6201501,6202300,6201501,X12',
  }),
  establishmentLine({
    basico: '44555666',
    dv: '30',
    situacao: '08',
    inicio: '2021221',
    dtSituacao: '41000101',
    dtSituacaoEspecial: '02020101',
  }),
  establishmentLine({
    basico: '55666777',
    dv: '40',
    situacao: 'X',
    municipio: '9999',
    motivo: '32',
    uf: 'RJ',
  }),
  establishmentLine({
    basico: 'AA345678',
    ordem: '000A',
    dv: '29',
    uf: 'RJ',
    municipio: '6001',
    cep: '20040002',
  }),
  csvLine(['1', '2']),
];

export function writeQuirkRelease(dir: string) {
  return writeRelease(dir, quirkReleaseSpecs());
}

/** The zips of the quirk release: every kind once (part 0 of the big kinds). */
export function quirkReleaseSpecs(): ZipSpec[] {
  return [
    { zip: 'Estabelecimentos0.zip', entry: `K3241.K03200Y0.${D}.ESTABELE`, lines: QUIRK_ESTABLISHMENTS },
    {
      zip: 'Empresas0.zip',
      entry: `K3241.K03200Y0.${D}.EMPRECSV`,
      lines: [
        csvLine(['11222333', 'PADARIA BOA LTDA', '2062', '49', '150000,50', '01', '']),
        csvLine(['22333444', 'CONSTRUTORA SÃO JOSÉ LTDA', '2062', '49', '-10,00', '03', '']),
        csvLine(['22333444', '', '2062', '49', '0,00', '03', '']),
        csvLine(['33444555', 'JOSE DA SILVA 12345678901', '2135', '50', '999999999999,00', '01', '']),
        csvLine(['44555666', 'INDUSTRIA X SA', '2046', '10', 'abc', '05', '']),
        csvLine(['AA345678', 'ALFA NUMERICA LTDA', '2062', '49', '1000,00', '01', '']),
      ],
    },
    {
      zip: 'Simples.zip',
      entry: `F.K03200$W.SIMPLES.CSV.${D}`,
      lines: [
        csvLine(['33444555', 'S', '20200101', '00000000', 'S', '20200101', '0']),
        csvLine(['11222333', 'S', '20150101', '20230101', 'N', '', '']),
      ],
    },
    {
      zip: 'Socios0.zip',
      entry: `K3241.K03200Y0.${D}.SOCIOCSV`,
      lines: [
        csvLine([
          '11222333',
          '2',
          'MARIA DA SILVA',
          '***123456**',
          '49',
          '20100101',
          '',
          '***000000**',
          '',
          '00',
          '5',
        ]),
        csvLine([
          '11222333',
          '2',
          'MARIA DA SILVA',
          '***123456**',
          '49',
          '20100101',
          '',
          '***000000**',
          '',
          '00',
          '5',
        ]),
        csvLine([
          '11222333',
          '3',
          'JOHN SMITH',
          '',
          '37',
          '20150101',
          '249',
          '***654321**',
          'PROCURADOR',
          '17',
          '0',
        ]),
      ],
    },
    {
      zip: 'Cnaes.zip',
      entry: `F.K03200$Z.${D}.CNAECSV`,
      lines: [
        csvLine(['4711302', 'Comércio varejista de mercadorias em geral']),
        csvLine(['6201501', 'Desenvolvimento de programas de computador sob encomenda']),
        csvLine(['6202300', 'Desenvolvimento e licenciamento de programas de computador customizáveis']),
      ],
    },
    { zip: 'Motivos.zip', entry: `F.K03200$Z.${D}.MOTICSV`, lines: [csvLine(['00', 'SEM MOTIVO'])] },
    {
      zip: 'Municipios.zip',
      entry: `F.K03200$Z.${D}.MUNICCSV`,
      lines: [csvLine(['7107', 'SAO PAULO']), csvLine(['6001', 'RIO DE JANEIRO'])],
    },
    {
      zip: 'Naturezas.zip',
      entry: `F.K03200$Z.${D}.NATJUCSV`,
      lines: [
        csvLine(['2062', 'Sociedade Empresária Limitada']),
        csvLine(['2135', 'Empresário (Individual)']),
        csvLine(['2046', 'Sociedade Anônima Aberta']),
      ],
    },
    { zip: 'Paises.zip', entry: `F.K03200$Z.${D}.PAISCSV`, lines: [csvLine(['105', 'BRASIL'])] },
    {
      zip: 'Qualificacoes.zip',
      entry: `F.K03200$Z.${D}.QUALSCSV`,
      lines: [
        csvLine(['49', 'Sócio-Administrador']),
        csvLine(['50', 'Empresário']),
        csvLine(['10', 'Diretor']),
      ],
    },
  ];
}
