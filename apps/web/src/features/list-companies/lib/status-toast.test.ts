import { describe, expect, it } from 'vitest';
import { statusToastText } from './status-toast';

describe('the toast of a status change', () => {
  it('says where the company went', () => {
    expect(statusToastText('Padaria Estrela', 'contatado')).toEqual({
      title: 'Status: Contatado',
      message: 'Padaria Estrela foi para "Contatado".',
    });
  });

  it('says the row left a table filtered by other statuses', () => {
    expect(statusToastText('Padaria Estrela', 'descartado', ['a_prospectar'])).toEqual({
      title: 'Status: Descartado',
      message: 'Padaria Estrela foi para "Descartado" e saiu desta tabela.',
    });
  });

  it('says nothing of the table when it shows that status too, or every status', () => {
    expect(statusToastText('Padaria Estrela', 'interessado', ['contatado', 'interessado']).message).toBe(
      'Padaria Estrela foi para "Interessado".',
    );
    expect(statusToastText('Padaria Estrela', 'interessado', []).message).toBe(
      'Padaria Estrela foi para "Interessado".',
    );
  });
});
