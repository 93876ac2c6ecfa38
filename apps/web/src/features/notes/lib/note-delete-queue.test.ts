import { describe, expect, it } from 'vitest';
import { createNoteDeleteQueue } from '@/features/notes/lib/note-delete-queue';

/** A queue whose requests are recorded and answered when the test says. */
function recordedQueue() {
  const sent: { how: 'toast' | 'leave'; id: string; version: string }[] = [];
  const answers: (() => void)[] = [];
  const request = (how: 'toast' | 'leave') => (id: string, version: string) => {
    sent.push({ how, id, version });
    return new Promise<void>((resolve) => answers.push(resolve));
  };
  const queue = createNoteDeleteQueue({ send: request('toast'), sendOnLeave: request('leave') });
  const answerAll = () => {
    for (const answer of answers.splice(0)) answer();
  };
  return { queue, sent, answerAll };
}

describe('note delete queue', () => {
  it('hides a deleted note until its DELETE, naming the version seen, has settled', async () => {
    const { queue, sent, answerAll } = recordedQueue();
    let changes = 0;
    queue.subscribe(() => {
      changes += 1;
    });
    queue.hold('a', '2026-11-29T14:02:00.000Z');
    expect([...queue.hidden()]).toEqual(['a']);
    const settled = queue.send('a');
    expect(sent).toEqual([{ how: 'toast', id: 'a', version: '2026-11-29T14:02:00.000Z' }]);
    expect(queue.hidden().has('a')).toBe(true);
    answerAll();
    await settled;
    expect(queue.hidden().size).toBe(0);
    expect(changes).toBe(2);
    // Its toast can close only once, but a second send finds nothing waiting.
    expect(queue.send('a')).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('"Desfazer" shows the note again and sends nothing', () => {
    const { queue, sent } = recordedQueue();
    queue.hold('a', 'v1');
    expect(queue.undo('a')).toBe(true);
    expect(queue.hidden().size).toBe(0);
    expect(queue.send('a')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends every waiting DELETE when the page is left, and nothing again when their toasts close', async () => {
    const { queue, sent, answerAll } = recordedQueue();
    queue.hold('a', 'v1');
    queue.hold('b', 'v2');
    queue.hold('c', 'v3');
    expect(queue.undo('c')).toBe(true);
    queue.sendAll();
    expect(sent).toEqual([
      { how: 'leave', id: 'a', version: 'v1' },
      { how: 'leave', id: 'b', version: 'v2' },
    ]);
    queue.sendAll();
    expect(queue.send('a')).toBeNull();
    // Brought back from the browser's cache, "Desfazer" can no longer keep a note already deleted.
    expect(queue.undo('b')).toBe(false);
    expect(sent).toHaveLength(2);
    answerAll();
    await Promise.resolve();
    await Promise.resolve();
    expect(queue.hidden().size).toBe(0);
  });

  it('shows the note again when its DELETE fails (the server kept it)', async () => {
    const queue = createNoteDeleteQueue({
      send: () => Promise.reject(new Error('409')),
      sendOnLeave: () => Promise.resolve(),
    });
    queue.hold('a', 'v1');
    await queue.send('a');
    expect(queue.hidden().size).toBe(0);
  });
});
