import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../../../db/connection.ts';
import {
  casinoGames,
  currencies,
  drawTickets,
  originalsRounds,
  originalsSeedPairs,
} from '../../../db/schema.ts';
import type { FindingSource, IntegrityFinding } from '../../integrity/index.ts';

/*
 * Remediation of issue 23, item 1: rounds and bingo cards whose seed pair was revealed while they could
 * still change (a rotation before this rule existed). Such a round's player could know its outcome — a
 * mines round's mines — before finishing it. Each is listed with what it paid, for an operator to review.
 * A round was still open when the pair was revealed if it is open now, or was settled after the reveal
 * (a settled round's `updated_at` is when it was settled; a card's `settled_at`).
 *
 * A repo file: the finding source is two reads and their rows as findings. The game names come from
 * the casino's catalogue and the currency codes from reference data, joined: a listed cross-module read
 * (ARCHITECTURE.md "Repos and table ownership").
 */

export const SEED_REVEALED_WHILE_OPEN = 'seed_revealed_while_open';

const iso = (at: Date) => at.toISOString();

async function rounds(db: Database): Promise<IntegrityFinding[]> {
  const rows = await db
    .select({
      id: originalsRounds.id,
      playerId: originalsRounds.playerId,
      game: casinoGames.name,
      nonce: originalsRounds.nonce,
      stakeMinor: originalsRounds.stakeMinor,
      winMinor: originalsRounds.winMinor,
      status: originalsRounds.status,
      updatedAt: originalsRounds.updatedAt,
      pairId: originalsSeedPairs.id,
      revealedAt: originalsSeedPairs.revealedAt,
      currencyCode: currencies.code,
    })
    .from(originalsRounds)
    .innerJoin(originalsSeedPairs, eq(originalsSeedPairs.id, originalsRounds.seedPairId))
    .innerJoin(casinoGames, eq(casinoGames.id, originalsRounds.gameId))
    .innerJoin(currencies, eq(currencies.id, originalsRounds.currencyId))
    .where(
      and(
        isNotNull(originalsSeedPairs.revealedAt),
        or(eq(originalsRounds.status, 'open'), gt(originalsRounds.updatedAt, originalsSeedPairs.revealedAt)),
      ),
    )
    .orderBy(originalsRounds.updatedAt, originalsRounds.id);
  return rows.map((row) => {
    const paid = row.status === 'settled' ? row.winMinor : 0n;
    const settled = row.status === 'open' ? 'is still open' : `was ${row.status} at ${iso(row.updatedAt)}`;
    return {
      kind: SEED_REVEALED_WHILE_OPEN,
      playerId: row.playerId,
      subject: `round:${row.id}`,
      amountMinor: paid.toString(),
      currencyCode: row.currencyCode,
      at: iso(row.revealedAt!),
      detail:
        `${row.game} round (nonce ${row.nonce}, stake ${row.stakeMinor} minor, paid ${paid} minor): its seed ` +
        `pair #${row.pairId} was revealed at ${iso(row.revealedAt!)}; the round ${settled}.`,
    };
  });
}

async function cards(db: Database): Promise<IntegrityFinding[]> {
  const rows = await db
    .select({
      id: drawTickets.id,
      playerId: drawTickets.playerId,
      game: casinoGames.name,
      drawId: drawTickets.drawId,
      stakeMinor: drawTickets.stakeMinor,
      winMinor: drawTickets.winMinor,
      status: drawTickets.status,
      settledAt: drawTickets.settledAt,
      pairId: originalsSeedPairs.id,
      revealedAt: originalsSeedPairs.revealedAt,
      currencyCode: currencies.code,
    })
    .from(drawTickets)
    .innerJoin(originalsSeedPairs, eq(originalsSeedPairs.id, drawTickets.seedPairId))
    .innerJoin(casinoGames, eq(casinoGames.id, drawTickets.gameId))
    .innerJoin(currencies, eq(currencies.id, drawTickets.currencyId))
    .where(
      and(
        isNotNull(originalsSeedPairs.revealedAt),
        or(isNull(drawTickets.settledAt), gt(drawTickets.settledAt, originalsSeedPairs.revealedAt)),
      ),
    )
    .orderBy(drawTickets.createdAt, drawTickets.id);
  return rows.map((row) => {
    const paid = row.status === 'won' ? (row.winMinor ?? 0n) : 0n;
    const settled = row.settledAt ? `was ${row.status} at ${iso(row.settledAt)}` : 'is not settled yet';
    return {
      kind: SEED_REVEALED_WHILE_OPEN,
      playerId: row.playerId,
      subject: `ticket:${row.id}`,
      amountMinor: paid.toString(),
      currencyCode: row.currencyCode,
      at: iso(row.revealedAt!),
      detail:
        `${row.game} card of draw ${row.drawId} (stake ${row.stakeMinor} minor, paid ${paid} minor): its seed ` +
        `pair #${row.pairId} was revealed at ${iso(row.revealedAt!)}; the card ${settled}.`,
    };
  });
}

export const seedRevealedWhileOpen: FindingSource = {
  kind: SEED_REVEALED_WHILE_OPEN,
  title: 'Lale Originals rounds and cards whose seed pair was revealed while they were open',
  async find(db) {
    return [...(await rounds(db)), ...(await cards(db))];
  },
};
