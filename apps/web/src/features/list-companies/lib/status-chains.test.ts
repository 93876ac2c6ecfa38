import type { ProspectingStatus } from '@prospecta/contracts/lists-companies-api';
import { describe, expect, it } from 'vitest';
import { StatusChains } from '@/features/list-companies/lib/status-chains';

type Change = { listId: string; company: { id: string; status: ProspectingStatus }; to: ProspectingStatus };
const change = (id: string, from: ProspectingStatus, to: ProspectingStatus, listId = 'l1'): Change => ({
  listId,
  company: { id, status: from },
  to,
});

describe('a company’s status changes made while earlier ones are on their way', () => {
  it('sends each from the status the one before left while the server takes them', () => {
    const chains = new StatusChains<Change, string>();
    const a = change('c1', 'a_prospectar', 'contatado');
    const b = change('c1', 'contatado', 'interessado');
    chains.made(a, 'undo a');
    chains.made(b, 'undo b');
    expect(chains.sentFrom(a)).toBe('a_prospectar');
    chains.done(a);
    chains.settled(a);
    expect(chains.sentFrom(b)).toBe('contatado');
  });

  it('sends a change made on top of one that failed from the status the server still has; it decides alone', () => {
    const chains = new StatusChains<Change, string>();
    const a = change('c1', 'a_prospectar', 'contatado');
    const b = change('c1', 'contatado', 'interessado');
    const c = change('c1', 'interessado', 'sucesso');
    for (const [x, undo] of [
      [a, 'undo a'],
      [b, 'undo b'],
      [c, 'undo c'],
    ] as const)
      chains.made(x, undo);
    expect(chains.sentFrom(a)).toBe('a_prospectar');
    expect(chains.refused(a, false)).toEqual({ superseded: true });
    chains.settled(a);
    expect(chains.sentFrom(b)).toBe('a_prospectar');
    expect(chains.refused(b, false)).toEqual({ superseded: true });
    chains.settled(b);
    expect(chains.sentFrom(c)).toBe('a_prospectar');
    // The last refused too: the screen goes back to before the first, every shift undone.
    expect(chains.refused(c, false)).toEqual({ superseded: false, undo: ['undo a', 'undo b', 'undo c'] });
    chains.settled(c);
  });

  it('forgets the failed ones once a later change is taken (its move is from the server’s status)', () => {
    const chains = new StatusChains<Change, string>();
    const a = change('c1', 'a_prospectar', 'contatado');
    const b = change('c1', 'contatado', 'interessado');
    const c = change('c1', 'interessado', 'sucesso');
    chains.made(a, 'undo a');
    chains.made(b, 'undo b');
    chains.made(c, 'undo c');
    chains.sentFrom(a);
    expect(chains.refused(a, false)).toEqual({ superseded: true });
    chains.settled(a);
    expect(chains.sentFrom(b)).toBe('a_prospectar');
    chains.done(b);
    chains.settled(b);
    expect(chains.sentFrom(c)).toBe('interessado');
    expect(chains.refused(c, false)).toEqual({ superseded: false, undo: ['undo c'] });
  });

  it('keeps a change made on top of one refused as changed elsewhere as it was: refused the same way', () => {
    const chains = new StatusChains<Change, string>();
    const a = change('c1', 'a_prospectar', 'contatado');
    const b = change('c1', 'contatado', 'interessado');
    chains.made(a, 'undo a');
    chains.made(b, 'undo b');
    chains.sentFrom(a);
    expect(chains.refused(a, true)).toEqual({ superseded: true });
    chains.settled(a);
    expect(chains.sentFrom(b)).toBe('contatado');
    expect(chains.refused(b, true)).toEqual({ superseded: false, undo: ['undo a', 'undo b'] });
  });

  it('leaves other companies and the same company in another list alone, and starts afresh once all are answered', () => {
    const chains = new StatusChains<Change, string>();
    const a = change('c1', 'a_prospectar', 'contatado');
    const other = change('c2', 'contatado', 'sucesso');
    const elsewhere = change('c1', 'contatado', 'sucesso', 'l2');
    chains.made(a, 'undo a');
    chains.made(other, 'undo other');
    chains.made(elsewhere, 'undo elsewhere');
    chains.sentFrom(a);
    expect(chains.refused(a, false)).toEqual({ superseded: false, undo: ['undo a'] });
    chains.settled(a);
    expect(chains.sentFrom(other)).toBe('contatado');
    expect(chains.sentFrom(elsewhere)).toBe('contatado');
    // Shown again after the refusal, the company is changed from the status on screen.
    const again = change('c1', 'a_prospectar', 'descartado');
    chains.made(again, 'undo again');
    expect(chains.sentFrom(again)).toBe('a_prospectar');
  });
});
