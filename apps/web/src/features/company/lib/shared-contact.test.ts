import { describe, expect, it } from 'vitest';
import { sharedContactText } from '@/features/company/lib/shared-contact';

const TAIL = 'também aparece em 115 outras empresas (possivelmente um escritório de contabilidade).';

describe('sharedContactText', () => {
  it.each([
    ['one other establishment: no warning', { kind: 'e-mail', others: 1 }, null],
    ['the one e-mail listed', { kind: 'e-mail', others: 115 }, `Este e-mail ${TAIL}`],
    [
      'the company’s e-mail among partners’ ones: named',
      { kind: 'e-mail', others: 115, value: 'contato@empresa.com.br' },
      `O e-mail contato@empresa.com.br ${TAIL}`,
    ],
    [
      'one of several phones',
      { kind: 'telefone', others: 115, several: true },
      `Um destes telefones ${TAIL}`,
    ],
  ] as const)('%s', (_case, contact, expected) => {
    expect(sharedContactText(contact)).toBe(expected);
  });
});
