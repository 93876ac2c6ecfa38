// The code tables shipped in packages/registry/data (see its README for sources and licences).
import { readFileSync } from 'node:fs';

const DATA_DIR = new URL('../../data/', import.meta.url);

export type CodeEntry = { code: string; description: string };

export type Municipality = {
  siafi: string;
  ibge: number;
  /** Upper case without accents, as the Receita Federal writes it. */
  name: string;
  /** Upper case with accents ("SÃO PAULO"), as in ente federativo. */
  accentedName: string;
  ufCode: number;
  capital: boolean;
  ddd: string;
};

export type State = { code: number; uf: string; name: string; region: string };

function readData(name: string): string {
  return readFileSync(new URL(name, DATA_DIR), 'utf8').replace(/^\uFEFF/, '');
}

function readCodeTable(name: string): CodeEntry[] {
  return readData(name)
    .split('\n')
    .slice(1)
    .filter((line) => line.length > 0)
    .map((line) => {
      const tab = line.indexOf('\t');
      return { code: line.slice(0, tab), description: line.slice(tab + 1) };
    });
}

/** "São Paulo" → "SAO PAULO". */
export function upperNoAccents(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

function readMunicipalities(): Municipality[] {
  const lines = readData('municipios-brasileiros/municipios.csv').split('\n').slice(1);
  const out: Municipality[] = [];
  for (const line of lines) {
    if (!line) continue;
    // codigo_ibge,nome,latitude,longitude,capital,codigo_uf,siafi_id,ddd,fuso_horario (names hold no commas)
    const f = line.split(',');
    out.push({
      ibge: Number(f[0]),
      name: upperNoAccents(f[1] ?? ''),
      accentedName: (f[1] ?? '').toUpperCase(),
      capital: f[4] === '1',
      ufCode: Number(f[5]),
      siafi: (f[6] ?? '').padStart(4, '0'),
      ddd: f[7] ?? '',
    });
  }
  return out;
}

function readStates(): State[] {
  return readData('municipios-brasileiros/estados.csv')
    .split('\n')
    .slice(1)
    .filter((line) => line.length > 0)
    .map((line) => {
      const f = line.split(',');
      return { code: Number(f[0]), uf: f[1] ?? '', name: f[2] ?? '', region: f[5] ?? '' };
    });
}

export type CodeTables = {
  cnaes: CodeEntry[];
  naturezas: CodeEntry[];
  qualificacoes: CodeEntry[];
  motivos: CodeEntry[];
  paises: CodeEntry[];
  municipalities: Municipality[];
  states: State[];
};

let cached: CodeTables | undefined;

export function loadCodeTables(): CodeTables {
  cached ??= {
    cnaes: readCodeTable('cnaes.tsv'),
    naturezas: readCodeTable('naturezas.tsv'),
    qualificacoes: readCodeTable('qualificacoes.tsv'),
    motivos: readCodeTable('motivos.tsv'),
    paises: readCodeTable('paises.tsv'),
    municipalities: readMunicipalities(),
    states: readStates(),
  };
  return cached;
}
