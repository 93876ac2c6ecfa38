import { describe, expect, it } from 'vitest';
import { kanbanAnnouncements as say } from '@/features/list-companies/lib/kanban-announce';

describe('kanbanAnnouncements', () => {
  it('says a card picked up is selected in its column, also when dnd-kit reports it over that column', () => {
    expect(say.start('Padaria Sol', 'A prospectar')).toBe('Padaria Sol selecionada, na coluna A prospectar.');
    expect(say.over('Padaria Sol', 'A prospectar', 'A prospectar')).toBe(
      'Padaria Sol selecionada, na coluna A prospectar.',
    );
  });

  it('says the column it is over, where it was dropped, or that it stayed', () => {
    expect(say.over('Padaria Sol', 'Contatado', 'A prospectar')).toBe(
      'Padaria Sol sobre a coluna Contatado.',
    );
    expect(say.over('Padaria Sol', null, 'A prospectar')).toBe('Padaria Sol sobre nenhuma coluna.');
    expect(say.end('Padaria Sol', 'Sucesso', 'A prospectar')).toBe('Padaria Sol solta na coluna Sucesso.');
    expect(say.end('Padaria Sol', 'A prospectar', 'A prospectar')).toBe(
      'Padaria Sol ficou na coluna A prospectar.',
    );
    expect(say.end('Padaria Sol', null, 'A prospectar')).toBe('Padaria Sol ficou na coluna A prospectar.');
    expect(say.cancel('Padaria Sol', 'A prospectar')).toBe(
      'Movimento de Padaria Sol cancelado: ela ficou na coluna A prospectar.',
    );
  });
});
