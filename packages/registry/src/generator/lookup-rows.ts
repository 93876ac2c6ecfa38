// The six lookup files (codigo;descricao). Municipios follows RFB: names upper case without accents,
// 9707 EXTERIOR added; one real code (1182) is left out, as lookups in real releases are incomplete.
import { csvLine } from './company-iterator.ts';
import { loadGeography } from './geography.ts';
import { UNKNOWN_MUNICIPIO } from './quirks.ts';
import type { LookupName } from './release-plan.ts';

export function* lookupRows(name: LookupName): Generator<string> {
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
  for (const entry of entries) yield csvLine([entry.code, entry.description]);
}
