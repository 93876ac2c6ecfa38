// Positions (cargos) of partners and legal representatives from their RFB qualificação code: the labels are the
// search catalogue's decision-maker positions (one source for the filter and the company's decision makers), the
// rank orders them. Codes not listed fall back to the qualificação's own description, in the same form.
import { DECISION_MAKER_POSITIONS, qualificationLabel } from '@prospecta/contracts/filter-catalogue-options';

/** Who is listed first among a company's decision makers, by position (1 first). */
const RANKS: Record<string, number> = {
  socio_administrador: 1,
  titular: 1,
  empresario: 1,
  presidente: 1,
  administrador: 2,
  diretor: 2,
  socio_gerente: 2,
  fundador: 2,
  conselheiro: 3,
  socio: 3,
  procurador: 4,
  gerente_delegado: 4,
};
const OTHER_RANK = 5;

const POSITIONS = new Map(
  DECISION_MAKER_POSITIONS.flatMap((position) =>
    (position.codes ?? []).map((code) => [
      code,
      { cargo: position.label, rank: RANKS[position.value] ?? OTHER_RANK },
    ]),
  ),
);

export function positionOf(code: number | null, description: string | null): { cargo: string; rank: number } {
  const known = code === null ? undefined : POSITIONS.get(code);
  if (known) return known;
  return { cargo: description ? qualificationLabel(description) : 'Sócio', rank: OTHER_RANK };
}
