// Zero-padded decimal text without Number→String conversions (hot in names, CPFs and roots).
const PAIRS = Array.from({ length: 100 }, (_, i) => (i < 10 ? `0${i}` : `${i}`));

/** A non-negative integer below 10^width as exactly `width` digits: padDigits(42, 5) → "00042". */
export function padDigits(value: number, width: number): string {
  let n = value;
  let out = '';
  let w = width;
  for (; w >= 2; w -= 2) {
    const q = Math.floor(n / 100);
    out = (PAIRS[n - q * 100] as string) + out;
    n = q;
  }
  return w === 1 ? String.fromCharCode(48 + (n % 10)) + out : out;
}
