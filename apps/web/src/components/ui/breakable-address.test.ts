import { describe, expect, it } from 'vitest';
import { addressParts } from '@/components/ui/breakable-address';

describe('addressParts', () => {
  it.each([
    ['owner@demo.prospecta.dev', [['owner@'], ['demo.prospecta.dev']]],
    ['qa.vaga6@exemplo.com.br', [['qa.vaga6@'], ['exemplo.com.br']]],
    // 28 characters before the "@": whole, the "@" not counted.
    ['salesfreitas.contabilidade49@gmail.com', [['salesfreitas.contabilidade49@'], ['gmail.com']]],
    ['www.empresa.com.br', [['www.empresa.com.br']]],
    [
      'maria@comercial.industria-metalurgica-paulista.com.br',
      [['maria@'], ['comercial', '.industria-metalurgica-paulista', '.com', '.br']],
    ],
    [
      'maria.fernanda.oliveira.dos.santos@acme.com',
      [['maria', '.fernanda', '.oliveira', '.dos', '.santos@'], ['acme.com']],
    ],
    ['@sem-nome.com', [['@sem-nome.com']]],
    ['sem-dominio@', [['sem-dominio@']]],
  ])('%s → %j', (text, parts) => {
    expect(addressParts(text)).toEqual(parts);
  });

  it('keeps every character, in order', () => {
    const text = 'maria.fernanda.oliveira.dos.santos@comercial.industria-metalurgica-paulista.com.br';
    expect(addressParts(text).flat().join('')).toBe(text);
  });
});
