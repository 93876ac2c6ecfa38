// The users' day and minute: Brasília's (America/Sao_Paulo), on the server and in the browser alike, so an
// evening's date is not UTC's next day.

export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';

/** The day in Brasília as YYYY-MM-DD. */
export const brasiliaDay = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: BRASILIA_TIME_ZONE }).format(now);

/** "2026-11-30 14h32": the day and minute in Brasília (a file's name). */
export function brasiliaStamp(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: BRASILIA_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}h${parts.minute}`;
}
