// Rows are written straight into a latin-1 byte buffer, field by field: no field arrays, no joined
// line strings, no per-row encoding. Every field is quoted, ";" between fields, LF line end (as RFB).

/** Bytes per chunk handed to the zip stream. */
export const CHUNK_BYTES = 256 * 1024;
/** Room past CHUNK_BYTES: a company's rows are written together (a chain can pass the chunk size). */
const SLACK_BYTES = 64 * 1024;
/** Every row is far shorter than this; `open` makes sure this much room is left. */
const MAX_ROW_BYTES = 8 * 1024;

const QUOTE = 34;
const SEMICOLON = 59;
const LF = 10;
const ZERO = 48;

export class CsvBuffer {
  buf: Buffer = Buffer.allocUnsafe(CHUNK_BYTES + SLACK_BYTES);
  pos = 0;
  rows = 0;

  /** True once the current chunk is full and should be handed on. */
  get full(): boolean {
    return this.pos >= CHUNK_BYTES;
  }

  /** Hands the written bytes on and starts a fresh chunk (the returned buffer is never reused). */
  take(): Buffer {
    const out = this.buf.subarray(0, this.pos);
    this.buf = Buffer.allocUnsafe(CHUNK_BYTES + SLACK_BYTES);
    this.pos = 0;
    return out;
  }

  /** Appends text to the current field (latin-1: every character below 256). */
  raw(text: string): void {
    const buf = this.buf;
    let pos = this.pos;
    for (let i = 0; i < text.length; i++) buf[pos++] = text.charCodeAt(i);
    this.pos = pos;
  }

  /** Appends a non-negative integer in decimal, left-padded with zeros to `width` digits. */
  digits(value: number, width = 1): void {
    const buf = this.buf;
    let n = Math.floor(value);
    if (n >= 2 ** 31) {
      this.raw(String(n).padStart(width, '0'));
      return;
    }
    let len = 1;
    for (let p = 10; p <= n; p *= 10) len++;
    if (len < width) len = width;
    const start = this.pos;
    for (let i = start + len - 1; i >= start; i--) {
      const q = (n / 10) | 0;
      buf[i] = ZERO + n - q * 10;
      n = q;
    }
    this.pos = start + len;
  }

  /** Appends a day number as YYYYMMDD (proleptic Gregorian, days since 1970-01-01). */
  day(days: number): void {
    const z = days + 719468;
    const era = Math.floor(z / 146097);
    const doe = z - era * 146097;
    const yoe = Math.floor(
      (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
    );
    const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
    const mp = Math.floor((5 * doy + 2) / 153);
    const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
    const m = mp < 10 ? mp + 3 : mp - 9;
    this.digits(yoe + era * 400 + (m <= 2 ? 1 : 0), 4);
    this.digits(m, 2);
    this.digits(d, 2);
  }

  /** Opens a row with its first field's quote (growing the buffer if a long run of rows needs it). */
  open(): void {
    if (this.pos + MAX_ROW_BYTES > this.buf.length) {
      const bigger = Buffer.allocUnsafe(this.buf.length * 2);
      this.buf.copy(bigger, 0, 0, this.pos);
      this.buf = bigger;
    }
    this.buf[this.pos++] = QUOTE;
  }

  /** Closes the current field and opens the next: `";"`. */
  next(): void {
    const buf = this.buf;
    buf[this.pos] = QUOTE;
    buf[this.pos + 1] = SEMICOLON;
    buf[this.pos + 2] = QUOTE;
    this.pos += 3;
  }

  /** Closes the current field and the row. */
  close(): void {
    this.buf[this.pos] = QUOTE;
    this.buf[this.pos + 1] = LF;
    this.pos += 2;
    this.rows++;
  }

  /** A whole row from its fields (for the small, rare rows). */
  row(fields: readonly string[]): void {
    this.open();
    for (let i = 0; i < fields.length; i++) {
      if (i > 0) this.next();
      this.raw(fields[i] ?? '');
    }
    this.close();
  }
}
