import type { ProspectingStatus } from '@prospecta/contracts/lists-companies-api';

/** A status change as the chain sees it: one object per change made (the mutation's variables). */
export type ChainedChange = {
  listId: string;
  company: { id: string; status: ProspectingStatus };
};

/** What a refused change does on screen. */
export type Refusal<U> =
  /** A later change of the same company is on its way, made on top of this one: it decides, nothing is undone or said. */
  | { superseded: true }
  /** The last of its company's changes: what to undo, the earliest first (changes it had superseded, then its own). */
  | { superseded: false; undo: U[] };

type Chain<C, U> = {
  /** The company's changes made in this tab and not settled yet, in the order made (they are sent in it). */
  pending: C[];
  /**
   * The status the server still has when a change failed without being refused as changed elsewhere: the
   * changes made on top of it are sent from it, not from the status the failed one was going to.
   */
  serverHas: ProspectingStatus | null;
  /** What the superseded refused changes would have undone, kept for the change that decides. */
  superseded: U[];
};

/**
 * The status changes of each company made in this tab while earlier ones are still on their way. They are sent
 * one after another, each from the status the one before it left, so a seller can press keys faster than the
 * server answers. When one fails, the changes made on top of it would be sent from a status the server never
 * got and be refused as "changed elsewhere"; instead they are sent from the status the server still has, and
 * the last one decides what the screen shows: done, the company is where the seller put it last; refused, it
 * goes back to where it was before the first of them.
 */
export class StatusChains<C extends ChainedChange, U> {
  readonly #chains = new Map<string, Chain<C, U>>();
  readonly #sentFrom = new WeakMap<C, ProspectingStatus>();
  readonly #undoOf = new WeakMap<C, U>();

  /** A change shown on screen (`undo` puts the screen back as it was before it). */
  made(change: C, undo: U): void {
    const key = chainKey(change);
    const chain = this.#chains.get(key) ?? { pending: [], serverHas: null, superseded: [] };
    chain.pending.push(change);
    this.#chains.set(key, chain);
    this.#undoOf.set(change, undo);
  }

  /** The status a change is sent from (its `from_status`), when it leaves. */
  sentFrom(change: C): ProspectingStatus {
    const from = this.#chains.get(chainKey(change))?.serverHas ?? change.company.status;
    this.#sentFrom.set(change, from);
    return from;
  }

  /** A change the server took: the status it leaves is the one the changes made after it were made from. */
  done(change: C): void {
    const chain = this.#chains.get(chainKey(change));
    if (!chain) return;
    chain.serverHas = null;
    chain.superseded = [];
  }

  /**
   * A change the server refused. `changedElsewhere`: refused because another device changed the status first
   * (409) — the changes made on top of it are sent as they were and refused the same way, since the seller
   * never saw that status.
   */
  refused(change: C, changedElsewhere: boolean): Refusal<U> {
    const chain = this.#chains.get(chainKey(change));
    const own = this.#undoOf.get(change);
    if (!chain) return { superseded: false, undo: own === undefined ? [] : [own] };
    chain.serverHas = changedElsewhere ? null : (this.#sentFrom.get(change) ?? change.company.status);
    const at = chain.pending.indexOf(change);
    if (at >= 0 && at < chain.pending.length - 1) {
      if (own !== undefined) chain.superseded.push(own);
      return { superseded: true };
    }
    const undo = own === undefined ? chain.superseded : [...chain.superseded, own];
    chain.superseded = [];
    return { superseded: false, undo };
  }

  /** A change answered, whatever the answer (after `done` or `refused`). */
  settled(change: C): void {
    const key = chainKey(change);
    const chain = this.#chains.get(key);
    if (!chain) return;
    chain.pending = chain.pending.filter((c) => c !== change);
    if (chain.pending.length === 0) this.#chains.delete(key);
  }
}

const chainKey = ({ listId, company }: ChainedChange) => `${listId}\u0000${company.id}`;
