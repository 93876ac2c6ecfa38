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
