import { describe, expect, it } from 'vitest';
import { statusSelectText } from '@/features/list-companies/lib/status-select-text';

describe('statusSelectText', () => {
  it.each([
    [
      "one's own, on a company's page",
      { label: 'Status de prospecção', owner: null, shortcuts: true },
      { label: 'Status de prospecção', description: 'Atalhos: teclas 1 a 6' },
    ],
    ["one's own, in a table row", { owner: null, shortcuts: false }, {}],
    [
      "another user's on a company's page: whose, and why read-only",
      { label: 'Status de prospecção', owner: 'Ana Souza', shortcuts: false },
      {
        label: 'Status de Ana Souza — só leitura',
        description: 'Você vê a prospecção de Ana Souza; cada usuário muda só os próprios status.',
      },
    ],
    [
      "another user's in a table row (said once above the table)",
      { owner: 'Ana Souza', shortcuts: false },
      {},
    ],
  ])('%s', (_, select, expected) => {
    expect(statusSelectText(select)).toEqual(expected);
  });
});
