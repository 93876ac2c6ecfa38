// A decision maker's position as the screens and the export files write it (one implementation for both).
import { DECISION_MAKER_POSITIONS } from './filter-catalogue-options.ts';

const positionKey = (text: string) =>
  text
    .trim()
    .toLocaleLowerCase('pt-BR')
    .replace(/[\s-]+/g, ' ');
const KNOWN_POSITIONS = new Map(DECISION_MAKER_POSITIONS.map((p) => [positionKey(p.label), p.label]));

/**
 * A decision maker's position as the partners' qualificações read: the enrichment file writes "Sócio-Administrador"
 * where the registry's positions say "Sócio-administrador" (the same company showed both). A known position in
 * any case or hyphenation takes the catalogue's form; any other title ("Diretora Comercial", "CEO") stays as given.
 */
export function positionText(cargo: string): string {
  return KNOWN_POSITIONS.get(positionKey(cargo)) ?? cargo;
}
