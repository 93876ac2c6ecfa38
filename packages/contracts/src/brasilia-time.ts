// The users' day and minute: Brasília's (America/Sao_Paulo), on the server and in the browser alike, so an
// evening's date is not UTC's next day.

export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';

/** The day in Brasília as YYYY-MM-DD. */
export const brasiliaDay = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: BRASILIA_TIME_ZONE }).format(now);

/**
 * "2026-11-30 14h32": the day and minute in Brasília (a file's name); with `seconds`, "2026-11-30 14h32min05s"
 * (the minute's "min" as Brazilians write a time with seconds).
 */
export function brasiliaStamp(at: Date, options: { seconds?: boolean } = {}): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: BRASILIA_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}h${parts.minute}`;
  return options.seconds ? `${day}min${parts.second}s` : day;
}
