// The text alternative of a validation card's donut chart: the chart is a picture of the figures beside it,
// so a screen reader hears them once as its name ("Telefones: 120 válidos e 6 inválidos") and Tab skips it.

export type StatsSlice = { name: string; value: number };

export function statsSummary(title: string, slices: readonly StatsSlice[]): string {
  // "1 válido", "2 válidos" (the slices are named in the plural; "talvez" stays).
  const parts = slices.map((s) => {
    const name = s.name.toLowerCase();
    return `${s.value.toLocaleString('pt-BR')} ${s.value === 1 ? name.replace(/os$/, 'o') : name}`;
  });
  const said = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}` : (parts[0] ?? '');
  return `Gráfico de ${title.toLowerCase()}: ${said}`;
}

const count = (n: number) => n.toLocaleString('pt-BR');

/**
 * The line under the phone card's figures: before any validation how many phones there are to validate (the
 * server counts the list's, so not "0 testados de 0" over a list of 67 phones), then how many were tested.
 */
export function phoneStatsCaption(stats: { tested_phones: number; total_phones: number }): string {
  const { tested_phones: tested, total_phones: total } = stats;
  if (total === 0) return 'Nenhum telefone nas empresas e nos decisores da lista.';
  if (tested === 0)
    return `${count(total)} ${total === 1 ? 'telefone' : 'telefones'} para validar (das empresas e dos decisores)`;
  return `${count(tested)} testados de ${count(total)} (das empresas e dos decisores)`;
}
