import { describe, expect, it } from 'vitest';
import { decisionQuestion } from '@/features/referral/lib/decision-text';

const lead = {
  name: 'Carla Mendes',
  company_name: 'Ferragens Mendes',
  referrer: { id: 'u1', name: 'Rita Albuquerque', email: 'rita@distribuidora.com.br' },
  account: { id: 'a1', name: 'Distribuidora Indica' },
};

describe('decisionQuestion', () => {
  it('names the lead, the account, the referrer and the reward before “Virou cliente”', () => {
    expect(decisionQuestion(lead, 'convert')).toBe(
      'Ferragens Mendes (Carla Mendes) virou cliente do Prospecta? A conta Distribuidora Indica, de Rita ' +
        'Albuquerque, que indicou, ganha 500 créditos de consulta válidos por 90 dias. Não dá para desfazer.',
    );
  });

  it('says the account earns nothing, and that it is final, before “Não fechou”', () => {
    expect(decisionQuestion(lead, 'decline')).toBe(
      'Ferragens Mendes (Carla Mendes) não fechou com o Prospecta? Rita Albuquerque recebe um aviso e a conta ' +
        'Distribuidora Indica não ganha créditos por esta indicação. Não dá para desfazer.',
    );
  });
});
