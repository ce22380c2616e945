import { describe, expect, it } from 'vitest';
import { violatedCheckConstraint, violatedUniqueConstraint } from '../src/platform/pg-errors.ts';

/*
 * The one walker of database error chains. Real refusals from PGlite and PostgreSQL are covered where
 * they matter (registration's racing duplicate, the wallet's CHECK backstop); these pin the walk itself.
 */

const pgError = (code: string, constraint?: string) =>
  Object.assign(new Error(`pg ${code}`), { code, ...(constraint ? { constraint } : {}) });
const wrapped = (cause: unknown, code?: string) =>
  Object.assign(new Error('Failed query: insert into ...', { cause }), code ? { code } : {});

describe('violated constraints', () => {
  it('finds the driver error under drizzle’s wrapper and tells unique from check', () => {
    const unique = wrapped(pgError('23505', 'players_phone_unique'));
    expect(violatedUniqueConstraint(unique)).toBe('players_phone_unique');
    expect(violatedCheckConstraint(unique)).toBeUndefined();

    const check = wrapped(pgError('23514', 'ledger_accounts_player_non_negative'));
    expect(violatedCheckConstraint(check)).toBe('ledger_accounts_player_non_negative');
    expect(violatedUniqueConstraint(check)).toBeUndefined();
  });

  it('walks past a wrapper that carries a code of its own', () => {
    expect(violatedUniqueConstraint(wrapped(pgError('23505', 'players_email_key_unique'), 'ERR_X'))).toBe(
      'players_email_key_unique',
    );
  });

  it('answers an empty name when the driver names no constraint, and nothing for other errors', () => {
    expect(violatedUniqueConstraint(pgError('23505'))).toBe('');
    for (const other of [new Error('boom'), pgError('40001'), null, undefined, 'text', 23505]) {
      expect(violatedUniqueConstraint(other)).toBeUndefined();
    }
  });

  it('stops on a chain that loops', () => {
    const looped: { cause?: unknown } = new Error('loop');
    looped.cause = looped;
    expect(violatedUniqueConstraint(looped)).toBeUndefined();
  });
});
