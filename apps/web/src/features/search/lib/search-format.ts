// pt-BR display of search figures (pure; unit-tested).
import { EMPLOYEE_SENTINEL } from '@prospecta/contracts/filter-catalogue-options';

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** "1 empresa", "12.345 empresas". */
export function formatCompanies(count: number): string {
  return `${integer.format(count)} ${count === 1 ? 'empresa' : 'empresas'}`;
}

/** "YYYY-MM-DD" → "dd/mm/aaaa" without going through Date (no time-zone shift). */
export function isoDateToBr(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '—';
}

export function releaseDateText(iso: string | null | undefined): string | null {
  return iso ? `Base da Receita Federal de ${isoDateToBr(iso)}` : null;
}

/** Large BRL amounts in words the way salespeople read them: "R$ 1,2 bi", "R$ 350 mi", "R$ 80 mil". */
export function formatBrlShort(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1e12) return `R$ ${compact.format(value / 1e12)} tri`;
  if (abs >= 1e9) return `R$ ${compact.format(value / 1e9)} bi`;
  if (abs >= 1e6) return `R$ ${compact.format(value / 1e6)} mi`;
  if (abs >= 1e4) return `R$ ${compact.format(value / 1e3)} mil`;
  return brl.format(value);
}

export function formatBrl(value: number): string {
  return brl.format(value);
}

export function formatCount(value: number): string {
  return integer.format(value);
}

/** Employee slider values: the sentinel 1000000 reads "+500" (spec §4). */
export function employeeSliderLabel(value: number): string {
  return value >= EMPLOYEE_SENTINEL ? '+500' : integer.format(value);
}

/** "Mostrando 11–20 de 1.234". */
export function pageRangeText(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Nenhum resultado';
  // Never a start above its end: a page past the last says the last page's range.
  const shown = Math.min(page, Math.ceil(total / pageSize));
  const first = (shown - 1) * pageSize + 1;
  const last = Math.min(total, shown * pageSize);
  return `Mostrando ${integer.format(first)}–${integer.format(last)} de ${integer.format(total)}`;
}

/** Pages Mantine's Pagination may offer: the API refuses offsets beyond its maximum. */
export function pageCount(total: number, pageSize: number, maxOffset: number): number {
  const reachable = Math.floor(maxOffset / pageSize) + 1;
  return Math.max(1, Math.min(Math.ceil(total / pageSize), reachable));
}

/**
 * Said under the pages when they stop before the results do: "As páginas vão até as primeiras 10.010 de
 * 1.234.567 empresas; …"; null when every result has its page.
 */
export function pagesCappedText(total: number, pageSize: number, maxOffset: number): string | null {
  const reachable = pageCount(total, pageSize, maxOffset) * pageSize;
  if (total <= reachable) return null;
  return `As páginas vão até as primeiras ${integer.format(reachable)} de ${integer.format(total)} empresas; refine os filtros ou mude a ordem para ver outras.`;
}

/**
 * A revenue band short enough for a chart's label column ("R$ 1 milhão a R$ 5 milhões" → "R$ 1 a 5 mi",
 * "R$ 360 mil a R$ 1 milhão" → "R$ 360 mil a 1 mi"); the bar's tooltip keeps the full band.
 */
export function compactMoneyBand(label: string): string {
  const short = label.replace(/ milh(ão|ões)/g, ' mi');
  const range = /^R\$ (\d+) (mil|mi) a R\$ (\d+) (mil|mi)$/.exec(short);
  if (!range) return short;
  const [, from, fromUnit, to, toUnit] = range;
  return fromUnit === toUnit ? `R$ ${from} a ${to} ${toUnit}` : `R$ ${from} ${fromUnit} a ${to} ${toUnit}`;
}

/** The words a filter group's counter is read with after its number: "1 filtro aplicado", "3 filtros aplicados". */
export function appliedWords(count: number): string {
  return count === 1 ? 'filtro aplicado' : 'filtros aplicados';
}

/** What the results' live region says once a search's answer is in: "11.871 empresas encontradas". */
export function foundText(total: number): string {
  if (total === 0) return 'Nenhuma empresa encontrada';
  return `${integer.format(total)} ${total === 1 ? 'empresa encontrada' : 'empresas encontradas'}`;
}
