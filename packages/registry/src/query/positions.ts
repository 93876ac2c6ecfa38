// Positions (cargos) of partners and legal representatives from their RFB qualificação code. Codes
// not listed fall back to the description of the qualificacoes code table.
const POSITIONS: Record<number, { cargo: string; rank: number }> = {
  49: { cargo: 'Sócio-administrador', rank: 1 },
  65: { cargo: 'Titular', rank: 1 },
  50: { cargo: 'Empresário', rank: 1 },
  16: { cargo: 'Presidente', rank: 1 },
  5: { cargo: 'Administrador', rank: 2 },
  10: { cargo: 'Diretor', rank: 2 },
  28: { cargo: 'Sócio-gerente', rank: 2 },
  54: { cargo: 'Fundador', rank: 2 },
  8: { cargo: 'Conselheiro de administração', rank: 3 },
  22: { cargo: 'Sócio', rank: 3 },
  47: { cargo: 'Sócio', rank: 3 },
  17: { cargo: 'Procurador', rank: 4 },
  36: { cargo: 'Gerente-delegado', rank: 4 },
};

export function positionOf(code: number | null, description: string | null): { cargo: string; rank: number } {
  const known = code === null ? undefined : POSITIONS[code];
  if (known) return known;
  return { cargo: description ?? 'Sócio', rank: 5 };
}
