// The contracts' proper text of each motivo de situação (situation-motives.ts) against the RFB table the
// generator ships: every code of the table has its text, and each text says what the raw one says.
import { SITUATION_MOTIVES } from '@prospecta/contracts/situation-motives';
import { describe, expect, it } from 'vitest';
import { loadCodeTables, upperNoAccents } from '../../src/generator/code-tables.ts';

const words = (text: string) =>
  upperNoAccents(text)
    .split(/[^A-Z0-9]+/)
    .filter((w) => w.length >= 4);

describe('the motivos de situação of the shipped RFB table', () => {
  const { motivos } = loadCodeTables();

  it('each have their text in the contracts, and no other code does', () => {
    expect(Object.keys(SITUATION_MOTIVES).map(Number)).toEqual(motivos.map((m) => Number(m.code)));
  });

  it("each read like the raw text (same first word, most of its words): no code's text shifted", () => {
    for (const { code, description } of motivos) {
      const label = SITUATION_MOTIVES[Number(code)] ?? '';
      const raw = words(description);
      const mine = new Set(words(label));
      expect(words(label)[0], code).toBe(raw[0]);
      expect(raw.filter((w) => mine.has(w)).length, code).toBeGreaterThanOrEqual(raw.length / 2);
    }
  });
});
