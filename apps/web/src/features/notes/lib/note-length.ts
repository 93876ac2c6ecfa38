// The note box stops taking characters at NOTE_MAX_LENGTH (the API's limit): near it the box counts them, and a
// paste the box cuts says so (the browser's maxLength drops the rest without a word).
import { NOTE_MAX_LENGTH } from '@prospecta/contracts/lists-notes-api';
import { charCountHint } from '@/lib/form-rules';
import { formatInteger } from '@/lib/format';

/** "4.812 de 5.000 caracteres" from 4 500 characters on (nine tenths of the limit); null before. */
export function noteLengthHint(length: number, max = NOTE_MAX_LENGTH): string | null {
  return charCountHint(length, max, 0.9);
}

/** What a paste was cut to. */
export const noteCutMessage = (max = NOTE_MAX_LENGTH) =>
  `A anotação foi cortada em ${formatInteger(max)} caracteres.`;
