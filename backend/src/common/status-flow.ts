import { ConflictException } from '@nestjs/common';

/**
 * A record's status moves, the one shape every state machine here takes (leads, deposits, quote
 * requests, partners, referrals, commission payments, contractors, reviews, inquiries): the table of
 * moves is the rule; `allowed` feeds the pages' choices, `assert` refuses any other move with a 409
 * and a sentence a person understands ("A deposit cannot move from paid to pending."). Staying put
 * is not a move.
 */
export interface StatusFlow<S extends string> {
  /** From each status, where it may go. */
  readonly moves: Readonly<Record<S, readonly S[]>>;
  allowed(from: S): S[];
  canMove(from: S, to: S): boolean;
  /** The sentence of a refused move. */
  refusal(from: S, to: S): string;
  /** Throws 409 with `refusal(from, to)` unless the move is allowed. */
  assert(from: S, to: S): void;
}

/**
 * `noun` with its article as it starts the refusal ("a deposit", "an inquiry"); `words` names the
 * statuses in that sentence when their stored values are not what the office reads.
 */
export function defineStatusFlow<S extends string>(noun: string, moves: Readonly<Record<S, readonly S[]>>, words?: Readonly<Record<S, string>>): StatusFlow<S> {
  const name = (status: S) => words?.[status] ?? status;
  const subject = noun.charAt(0).toUpperCase() + noun.slice(1);
  const canMove = (from: S, to: S) => moves[from].includes(to);
  const refusal = (from: S, to: S) => `${subject} cannot move from ${name(from)} to ${name(to)}.`;
  return {
    moves,
    allowed: (from) => [...moves[from]],
    canMove,
    refusal,
    assert: (from, to) => {
      if (!canMove(from, to)) throw new ConflictException(refusal(from, to));
    },
  };
}
