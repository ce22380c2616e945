import type {
  AdminPayment,
  AdminSportsBet,
  GameRound,
  Locale,
  PlayerBonus,
  AdminPlayerCard,
  AdminPlayerLedgerQuery,
  AdminPlayerNote,
  AdminPlayerProfile,
  AdminPlayerRow,
  AdminPlayersQuery,
  DepositLimit,
  PlayLimit,
  SessionLimit,
  AdminLimitChange,
  PlayerStatus,
} from '@lale/contracts';
import { ADMIN_EXPORT_MAX_ROWS } from '@lale/contracts';
import type { DbExecutor } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { MoneyService } from '../../platform/money.ts';
import type { PlayerDirectoryRow, PlayerProfileRow, PlayerSearch } from '../auth/index.ts';
import type { PlayerLedgerFilter, PlayerLedgerLeg, WalletService } from '../wallet/index.ts';
import type { PlayerRecordRepo } from './record-repo.ts';
import type { SaferPlayService } from '../safer-play/index.ts';

/*
 * The back office's players area (issue #25): search, the player card, the player's ledger, notes, and
 * block/unblock. What other modules own is read through their public surface (the directory of players
 * is auth's, the ledger the wallet's, sessions the session module's, deposit limits theirs); this module
 * keeps only its own record of status changes and notes.
 *
 * A block is one transaction: the status, its record, and the end of every site session and every game
 * launched from one (integrity's changePlayerStatus, which the session module ends them with). Ending the
 * sessions also closes their realtime sockets (the hub's disconnect), and the site's next call answers
 * 401, which logs the player out (spec §4). Rounds in flight still settle: wins and rollbacks never ask
 * the wager gate; the next stake does, and is refused.
 */

/** Reads of what other modules own, bound to the database by module.ts. */
export type PlayerReads = {
  search(search: PlayerSearch, skip: number, take: number): Promise<PlayerDirectoryRow[]>;
  count(search: Pick<PlayerSearch, 'q' | 'status'>): Promise<number>;
  profile(playerId: number): Promise<PlayerProfileRow | undefined>;
  /** Display names of staff ids (while staff are admin players). */
  staffNames(ids: readonly number[]): Promise<Map<number, string>>;
  ledgerPage(
    playerId: number,
    filter: PlayerLedgerFilter,
    skip: number,
    take: number,
  ): Promise<PlayerLedgerLeg[]>;
  ledgerCount(playerId: number, filter: PlayerLedgerFilter): Promise<number>;
};

/** What a block or unblock needs of integrity's switches (IntegrityAdmin.changePlayerStatus). */
export type StatusChanger = {
  changePlayerStatus(
    tx: DbExecutor,
    playerId: number,
    status: PlayerStatus,
    allow: (from: PlayerStatus) => void,
  ): Promise<{ from: PlayerStatus; sessionsEnded: number }>;
};

/** What the card and the sessions tab need of the session module. */
export type PlayerSessions = {
  historyOfPlayer(
    playerId: number,
    skip: number,
    take: number,
  ): Promise<{
    total: number;
    items: {
      id: number;
      createdAt: string;
      lastSeenAt: string;
      endedAt: string | null;
      endReason: string | null;
      ip: string;
      userAgent: string;
    }[];
  }>;
  lastSignIn(playerId: number): Promise<Date | null>;
  endOfPlayer(playerId: number, sessionId: number, reason: 'revoked'): Promise<boolean>;
  endAllOfPlayer(playerId: number, keep: null, reason: 'revoked'): Promise<number>;
};

/** The card's tabs other modules answer (payments, bonuses, sports bets, game rounds). */
export type PlayerTabs = {
  payments(playerId: number, skip: number, take: number): Promise<{ items: AdminPayment[]; total: number }>;
  bonuses(playerId: number, currencyId: number, locale: Locale): Promise<PlayerBonus[]>;
  bets(playerId: number, skip: number, take: number): Promise<{ items: AdminSportsBet[]; total: number }>;
  rounds(playerId: number, skip: number, take: number): Promise<{ items: GameRound[]; total: number }>;
};

type Deps = {
  tabs: PlayerTabs;
  reads: PlayerReads;
  record: PlayerRecordRepo;
  statuses: StatusChanger;
  sessions: PlayerSessions;
  wallet: Pick<WalletService, 'playerBalances'>;
  depositLimits: {
    list(auth: { playerId: number; sessionId: number; currencyId: number }): Promise<DepositLimit[]>;
    listPlay(auth: { playerId: number; sessionId: number; currencyId: number }): Promise<PlayLimit[]>;
    listSession(auth: { playerId: number; sessionId: number; currencyId: number }): Promise<SessionLimit[]>;
    history(playerId: number, currencyId: number): Promise<AdminLimitChange[]>;
  };
  /** The restriction in force on a player (modules/safer-play), shown beside the status. */
  restrictions: Pick<SaferPlayService, 'inForce'>;
  money: MoneyService;
  clock: Clock;
};

const iso = (at: Date | string) => new Date(at).toISOString();

const toRow = (row: PlayerDirectoryRow): AdminPlayerRow => ({
  id: row.id,
  username: row.username,
  name: row.name,
  surname: row.surname,
  email: row.email,
  phone: row.phone,
  status: row.status,
  currency: row.currency,
  createdAt: iso(row.created_at),
});

export function createBackofficePlayers({
  tabs,
  reads,
  record,
  statuses,
  sessions,
  wallet,
  depositLimits,
  restrictions,
  money,
  clock,
}: Deps) {
  async function existing(playerId: number): Promise<PlayerProfileRow> {
    const row = await reads.profile(playerId);
    if (!row) throw refuse({ code: 'PlayerNotFound' });
    return row;
  }

  async function profileOf(row: PlayerProfileRow): Promise<AdminPlayerProfile> {
    const [lastLogin, restriction] = await Promise.all([
      sessions.lastSignIn(row.id),
      restrictions.inForce(row.id),
    ]);
    return {
      ...toRow(row),
      personalNo: row.personal_no,
      birthDate: row.birth_date,
      country: row.country,
      phoneVerified: row.phone_verified_at !== null,
      lastLoginAt: lastLogin ? lastLogin.toISOString() : null,
      restriction: restriction
        ? {
            kind: restriction.kind,
            startsAt: restriction.startsAt.toISOString(),
            endsAt: restriction.endsAt?.toISOString() ?? null,
          }
        : null,
    };
  }

  /** Every staff change of a player's status: the status, its record and (unless active) the sessions ended, in one transaction. */
  async function recordStatus(
    playerId: number,
    staffId: number,
    reason: string,
    to: PlayerStatus,
    allow: (from: PlayerStatus) => void,
  ): Promise<number> {
    return record.transaction(async (tx) => {
      const { from, sessionsEnded } = await statuses.changePlayerStatus(tx, playerId, to, allow);
      await record.insertStatusChange(tx, {
        playerId,
        at: clock.now(),
        fromStatus: from,
        toStatus: to,
        reason,
        staffId,
      });
      return sessionsEnded;
    });
  }

  async function changeStatus(
    playerId: number,
    staffId: number,
    reason: string,
    to: PlayerStatus,
    allow: (from: PlayerStatus) => void,
  ): Promise<AdminPlayerProfile> {
    await recordStatus(playerId, staffId, reason, to, allow);
    return profileOf(await existing(playerId));
  }

  return {
    async search(query: AdminPlayersQuery) {
      const { skip, take, ...search } = query;
      const [rows, total] = await Promise.all([reads.search(search, skip, take), reads.count(search)]);
      return { items: rows.map(toRow), total };
    },

    /** The export: the same search and order, no paging, at most ADMIN_EXPORT_MAX_ROWS rows. */
    async exportRows(search: PlayerSearch): Promise<AdminPlayerRow[]> {
      return (await reads.search(search, 0, ADMIN_EXPORT_MAX_ROWS)).map(toRow);
    },

    async card(playerId: number): Promise<AdminPlayerCard> {
      const row = await existing(playerId);
      const currencyId = row.currency_id;
      const decimal = (minor: bigint) => money.toDecimal(minor, currencyId);
      const auth = { playerId, sessionId: 0, currencyId };
      const [profile, balances, changes, notes, deposits, plays, sessionLimits, limitHistory] =
        await Promise.all([
          profileOf(row),
          wallet.playerBalances(playerId, currencyId),
          record.statusChanges(playerId),
          record.notes(playerId),
          depositLimits.list(auth),
          depositLimits.listPlay(auth),
          depositLimits.listSession(auth),
          depositLimits.history(playerId, currencyId),
        ]);
      const limits = [...deposits.map((limit) => ({ kind: 'deposit' as const, ...limit })), ...plays];
      const names = await reads.staffNames(
        [...changes, ...notes].map((item) => item.staffId).filter((id): id is number => id !== null),
      );
      return {
        profile,
        balances: {
          cash: await decimal(balances.cash),
          bonus: await decimal(balances.bonus),
          onHold: await decimal(balances.withdrawHold),
          currency: row.currency,
        },
        statusHistory: changes.map((change) => ({
          at: change.at.toISOString(),
          from: change.fromStatus as PlayerStatus,
          to: change.toStatus as PlayerStatus,
          reason: change.reason,
          staffId: change.staffId,
          staffName: change.staffId === null ? null : (names.get(change.staffId) ?? null),
        })),
        limits,
        sessionLimits,
        limitHistory,
        notes: notes.map((note) => ({
          id: note.id,
          at: note.at.toISOString(),
          staffId: note.staffId,
          staffName: names.get(note.staffId) ?? null,
          text: note.text,
        })),
      };
    },

    async ledger(playerId: number, query: AdminPlayerLedgerQuery) {
      const filter: PlayerLedgerFilter = {
        kind: query.kind,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
      };
      const [legs, total] = await Promise.all([
        reads.ledgerPage(playerId, filter, query.skip, query.take),
        reads.ledgerCount(playerId, filter),
      ]);
      // Every player has transfers once they deposit: only an empty answer asks whether the player exists.
      if (total === 0) await existing(playerId);
      const items = await Promise.all(
        legs.map(async (leg) => ({
          id: leg.id,
          at: iso(leg.at),
          kind: leg.kind,
          amount: await money.toSignedDecimal(BigInt(leg.amount), leg.currency_id),
          account: leg.account,
          balanceAfter: null,
          reference: leg.reference,
        })),
      );
      return { items, total };
    },

    async payments(playerId: number, skip: number, take: number) {
      await existing(playerId);
      return tabs.payments(playerId, skip, take);
    },

    /** Every bonus of the player, newest first (a player holds a handful: paged here). */
    async bonuses(playerId: number, skip: number, take: number, locale: Locale) {
      const row = await existing(playerId);
      const all = await tabs.bonuses(playerId, row.currency_id, locale);
      return { items: all.slice(skip, skip + take), total: all.length };
    },

    async bets(playerId: number, skip: number, take: number) {
      await existing(playerId);
      return tabs.bets(playerId, skip, take);
    },

    /** Game rounds (casino providers and Lale Originals), newest first. */
    async rounds(playerId: number, skip: number, take: number) {
      await existing(playerId);
      return tabs.rounds(playerId, skip, take);
    },

    async sessions(playerId: number, skip: number, take: number) {
      await existing(playerId);
      return sessions.historyOfPlayer(playerId, skip, take);
    },

    async endSession(playerId: number, sessionId: number): Promise<number> {
      await existing(playerId);
      if (!(await sessions.endOfPlayer(playerId, sessionId, 'revoked')))
        throw refuse({ code: 'PlayerSessionNotFound' });
      return 1;
    },

    /** Ends every site session of the player, and with them every game they launched. */
    async endAllSessions(playerId: number): Promise<number> {
      await existing(playerId);
      return sessions.endAllOfPlayer(playerId, null, 'revoked');
    },

    async addNote(playerId: number, staffId: number, text: string): Promise<AdminPlayerNote> {
      await existing(playerId);
      const note = await record.insertNote({ playerId, at: clock.now(), staffId, text });
      const names = await reads.staffNames([staffId]);
      return {
        id: note.id,
        at: note.at.toISOString(),
        staffId,
        staffName: names.get(staffId) ?? null,
        text: note.text,
      };
    },

    /** Blocks the player: status, record, every site session and launched game ended, in one transaction. */
    block: (playerId: number, staffId: number, reason: string) =>
      changeStatus(playerId, staffId, reason, 'blocked', (from) => {
        if (from === 'blocked') throw refuse({ code: 'PlayerAlreadyBlocked' });
      }),

    /** Lifts a block (only a block: a self-exclusion or a closed account stays). The player signs in again. */
    unblock: (playerId: number, staffId: number, reason: string) =>
      changeStatus(playerId, staffId, reason, 'active', (from) => {
        if (from !== 'blocked') throw refuse({ code: 'PlayerNotBlocked' });
      }),

    /**
     * Any status (the operator's general switch, issue #23): recorded like a block. A closed account
     * stays closed. A self-exclusion is not a status but a restriction row (modules/safer-play): the
     * player's own, which runs its course whatever the status.
     */
    async setStatus(playerId: number, staffId: number, reason: string, to: PlayerStatus) {
      const sessionsEnded = await recordStatus(playerId, staffId, reason, to, (from) => {
        if (from === 'closed' && to !== from) throw refuse({ code: 'PlayerStatusFinal' });
      });
      return { playerId, status: to, sessionsEnded };
    },

    /**
     * The player closes their own account (modules/safer-play), in the caller's transaction: status
     * closed as a block does it (row locked, sessions and games ended), recorded in the status history
     * with the player as its author (no staff id) and their reason. `allow` refuses from the status found.
     */
    async closedByPlayer(
      tx: DbExecutor,
      playerId: number,
      reason: string,
      allow: (from: PlayerStatus) => void,
    ): Promise<void> {
      const { from } = await statuses.changePlayerStatus(tx, playerId, 'closed', allow);
      await record.insertStatusChange(tx, {
        playerId,
        at: clock.now(),
        fromStatus: from,
        toStatus: 'closed',
        reason,
        staffId: null,
      });
    },

    /** The profile as it is now (the audit trail's "before" of a write). */
    profile: async (playerId: number) => profileOf(await existing(playerId)),
  };
}

export type BackofficePlayers = ReturnType<typeof createBackofficePlayers>;
