import { PROSPECTING_STATUSES } from '@prospecta/contracts/lists-companies-api';
import { describe, expect, it } from 'vitest';
import { kanbanPagesOf, kanbanPagesText } from './kanban-pages';

describe('kanban pages in the address', () => {
  it('reads the columns named, page 1 for the others and for anything malformed', () => {
    const pages = kanbanPagesOf('contatado.3,nada.4,interessado.x,sucesso.0,descartado.2');
    expect(pages.contatado).toBe(3);
    expect(pages.descartado).toBe(2);
    for (const status of PROSPECTING_STATUSES.filter((s) => s !== 'contatado' && s !== 'descartado'))
      expect(pages[status]).toBe(1);
    expect(Object.values(kanbanPagesOf(null))).toEqual(PROSPECTING_STATUSES.map(() => 1));
  });

  it('writes only the columns past page 1, in the board order, and reads them back the same', () => {
    const pages = { ...kanbanPagesOf(null), descartado: 4, a_prospectar: 2 };
    const text = kanbanPagesText(pages);
    expect(text).toBe('a_prospectar.2,descartado.4');
    expect(kanbanPagesOf(text)).toEqual(pages);
    expect(kanbanPagesText(kanbanPagesOf(''))).toBe('');
  });
});
