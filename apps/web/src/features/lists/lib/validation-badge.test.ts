import { describe, expect, it } from 'vitest';
import { validationBadge } from './validation-badge';

describe('validationBadge', () => {
  it('names what each badge is about, not only its status', () => {
    expect(validationBadge('phones', 'completed', 0)).toEqual({
      label: 'validados',
      name: 'Telefones: validados',
      description: 'Telefones: validados',
      color: 'teal',
    });
    expect(validationBadge('emails', 'not initialized', 0)).toMatchObject({
      label: 'não validados',
      name: 'E-mails: não validados',
    });
    expect(validationBadge('emails', 'in progress', 3).name).toBe('E-mails: validando…');
    expect(validationBadge('phones', 'failed', 0).name).toBe('Telefones: falha na validação');
  });

  it('says a finished validation is partial, and why, when companies came in after it', () => {
    expect(validationBadge('phones', 'completed', 1)).toEqual({
      label: 'validados em parte',
      name: 'Telefones: validados em parte',
      description: 'Telefones: validados em parte (1 empresa entrou na lista depois da validação)',
      color: 'yellow',
    });
    expect(validationBadge('emails', 'completed', 1200).description).toBe(
      'E-mails: validados em parte (1.200 empresas entraram na lista depois da validação)',
    );
  });
});
