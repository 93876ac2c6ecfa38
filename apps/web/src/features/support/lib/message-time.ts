// When a message was written, as a chat says it and in Brasília's time: "hoje 14:32", "ontem 09:10",
// "12/11 16:05" this year, "12/11/2025 16:05" before.
import { BRASILIA_TIME_ZONE, brasiliaDay } from '@prospecta/contracts/brasilia-time';

const time = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: BRASILIA_TIME_ZONE,
});
const dayMonth = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  timeZone: BRASILIA_TIME_ZONE,
});
const fullDay = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: BRASILIA_TIME_ZONE,
});

const DAY_MS = 24 * 3600_000;

export function messageTime(iso: string, now: Date): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const day = brasiliaDay(at);
  const clock = time.format(at);
  if (day === brasiliaDay(now)) return `hoje ${clock}`;
  // Noon of today in Brasília minus a day is yesterday whatever the hour (Brasília has no daylight saving).
  const yesterday = brasiliaDay(new Date(Date.parse(`${brasiliaDay(now)}T12:00:00-03:00`) - DAY_MS));
  if (day === yesterday) return `ontem ${clock}`;
  const sameYear = day.slice(0, 4) === brasiliaDay(now).slice(0, 4);
  return `${(sameYear ? dayMonth : fullDay).format(at)} ${clock}`;
}
