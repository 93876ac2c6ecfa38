import { describe, expect, it } from 'vitest';
import { contactPresence } from '@/features/search/lib/result-contacts';

describe('the names of the contacts cell', () => {
  it('says each channel present or absent, in the icons’ order', () => {
    const row = {
      telefones: [{ numero: '1133334444', tipo: 'fixo' as const }],
      email: 'contato@exemplo.com.br',
      site: null,
    };
    expect(contactPresence(row as never).map((c) => [c.kind, c.present, c.label])).toEqual([
      ['fixo', true, 'Tem telefone fixo'],
      ['celular', false, 'Sem celular'],
      ['email', true, 'Tem e-mail'],
      ['site', false, 'Sem site'],
    ]);
  });
  it('names a mobile apart from a fixed phone', () => {
    const row = {
      telefones: [{ numero: '11988887777', tipo: 'celular' as const }],
      email: null,
      site: 'x.com.br',
    };
    expect(contactPresence(row as never).map((c) => c.label)).toEqual([
      'Sem telefone fixo',
      'Tem celular',
      'Sem e-mail',
      'Tem site',
    ]);
  });
});
