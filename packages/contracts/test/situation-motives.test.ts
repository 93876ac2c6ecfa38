import { describe, expect, it } from 'vitest';
import { SITUATION_MOTIVES, sentenceCase, situationMotiveLabel } from '../src/situation-motives.ts';

describe('situationMotiveLabel: the RFB motivos de situação in proper Portuguese', () => {
  it.each([
    [
      1,
      'EXTINCAO POR ENCERRAMENTO LIQUIDACAO VOLUNTARIA',
      'Extinção por encerramento — liquidação voluntária',
    ],
    [63, 'OMISSAO DE DECLARACOES', 'Omissão de declarações'],
    [0, 'SEM  MOTIVO', 'Sem motivo'],
    // The table's words win over whatever text a release carries for a code it knows.
    [63, null, 'Omissão de declarações'],
    [63, 'Outra descrição', 'Omissão de declarações'],
  ])('a known code: %i %j → %j', (code, raw, label) => {
    expect(situationMotiveLabel(code, raw)).toBe(label);
  });

  it.each([
    [99, 'NOVO MOTIVO  DA RECEITA', 'Novo motivo da receita'],
    [32, ' ÓBITO DO TITULAR ', 'Óbito do titular'],
    [null, 'SEM MOTIVO', 'Sem motivo'],
  ])('an unknown code falls back to the raw text in sentence case: %j %j', (code, raw, label) => {
    expect(situationMotiveLabel(code, raw)).toBe(label);
  });

  it('an unknown code with no text shows its number; no code and no text is no motive', () => {
    expect(situationMotiveLabel(32, null)).toBe('Motivo 32 (sem descrição na tabela da Receita Federal)');
    expect(situationMotiveLabel(32, '   ')).toBe('Motivo 32 (sem descrição na tabela da Receita Federal)');
    expect(situationMotiveLabel(null, null)).toBeNull();
    expect(situationMotiveLabel(null, '')).toBeNull();
  });

  it('writes every label in sentence case with single spaces', () => {
    for (const [code, label] of Object.entries(SITUATION_MOTIVES)) {
      expect(label, code).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/);
      expect(label, code).not.toMatch(/\s{2}|^\s|\s$/);
      // Upper case only in acronyms, roman numerals and proper names: never a whole upper-case phrase.
      expect(label, code).not.toMatch(/[A-ZÇÃÕ]{4,} [A-ZÇÃÕ]{4,}/);
    }
  });
});

describe('sentenceCase', () => {
  it.each([
    ['OMISSAO  DE DECLARACOES', 'Omissao de declaracoes'],
    ['ÉPOCA', 'Época'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(sentenceCase(text)).toBe(expected);
  });
});
