import { describe, expect, it } from 'vitest';
import { firstName, titleCase } from '../src/text-case.ts';

describe('titleCase', () => {
  it('writes registry names in running text, Portuguese particles lower case', () => {
    expect(titleCase('MARIA DA SILVA E SOUZA')).toBe('Maria da Silva e Souza');
    expect(titleCase('  JOAO   DOS SANTOS ')).toBe('Joao dos Santos');
    expect(titleCase(null)).toBe('');
  });

  it('keeps apostrophes and hyphens as names write them', () => {
    expect(titleCase("Machadinho D'Oeste")).toBe("Machadinho D'Oeste");
    expect(titleCase("SANT'ANA DO LIVRAMENTO")).toBe("Sant'Ana do Livramento");
    expect(titleCase('EMBU-GUAÇU')).toBe('Embu-Guaçu');
    expect(titleCase("BAR DO JOHN'S")).toBe("Bar do John's");
  });
});

describe('firstName', () => {
  it('is the first word of a name, spaces around it ignored, and empty for no name', () => {
    expect(firstName('  Ana Maria Souza ')).toBe('Ana');
    expect(firstName('Bia  Boas-Vindas')).toBe('Bia');
    expect(firstName('   ')).toBe('');
    expect(firstName(undefined)).toBe('');
    expect(firstName(null)).toBe('');
  });
});
