import { describe, expect, it } from 'vitest';
import { DECISION_MAKER_POSITIONS, qualificationLabel } from '../src/filter-catalogue-options.ts';

describe('qualificationLabel: the RFB qualificações in the positions’ form', () => {
  it.each([
    ['Sócio-Administrador', 'Sócio-administrador'],
    ['Conselheiro de Administração', 'Conselheiro de administração'],
    ['Sócio Pessoa Física Residente no Brasil', 'Sócio pessoa física residente no Brasil'],
    ['Ministro de Estado das Relações Exteriores', 'Ministro de Estado das Relações Exteriores'],
    ['Síndico (Condomínio)', 'Síndico (condomínio)'],
    ['Sócio Incapaz ou Relat.Incapaz (exceto menor)', 'Sócio incapaz ou relat.incapaz (exceto menor)'],
    ['  Não informada ', 'Não informada'],
  ])('%s → %s', (description, label) => {
    expect(qualificationLabel(description)).toBe(label);
  });

  it("writes a partner's qualificação as the decision-maker position of the same code is written", () => {
    // The code table's descriptions of the codes that map one to one to a position.
    const rfb: Record<number, string> = {
      5: 'Administrador',
      8: 'Conselheiro de Administração',
      10: 'Diretor',
      16: 'Presidente',
      17: 'Procurador',
      22: 'Sócio',
      28: 'Sócio-Gerente',
      49: 'Sócio-Administrador',
      50: 'Empresário',
      54: 'Fundador',
    };
    for (const [code, description] of Object.entries(rfb)) {
      const position = DECISION_MAKER_POSITIONS.find((p) => p.codes?.includes(Number(code)));
      expect(position?.label).toBe(qualificationLabel(description));
    }
  });
});
