// The six lookup files (codigo;descricao). Municipios follows RFB: names upper case without accents,
// 9707 EXTERIOR added; one real code (1182) is left out, as lookups in real releases are incomplete.
import type { RowSource } from './company-iterator.ts';
import type { CsvBuffer } from './csv-buffer.ts';
import { loadGeography } from './geography.ts';
import { UNKNOWN_MUNICIPIO } from './quirks.ts';
import type { LookupName } from './release-plan.ts';

export function lookupSource(name: LookupName): RowSource {
  const { tables, places } = loadGeography();
  const entries = {
    Cnaes: () => tables.cnaes,
    Motivos: () => tables.motivos,
    Naturezas: () => tables.naturezas,
    Paises: () => tables.paises,
    Qualificacoes: () => tables.qualificacoes,
    Municipios: () =>
      [
        ...places
          .filter((p) => p.siafi !== UNKNOWN_MUNICIPIO)
          .map((p) => ({ code: p.siafi, description: p.name })),
        { code: '9707', description: 'EXTERIOR' },
      ].sort((a, b) => a.code.localeCompare(b.code)),
  }[name]();
  let next = 0;
  return {
    fill(outs: readonly CsvBuffer[]): boolean {
      const out = outs[0] as CsvBuffer;
      while (!out.full && next < entries.length) {
        const entry = entries[next++];
        if (entry) out.row([entry.code, entry.description]);
      }
      return next >= entries.length;
    },
  };
}
