import { decimalToMinor, minorToDecimal } from '@lale/contracts';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../../platform/clock.ts';
import type { MoneyService } from '../../../platform/money.ts';
import { acceptRawBodies, rawBodyOf } from '../../../platform/raw-body.ts';
import { callbackAllow } from '../callback-allow.ts';
import type { GameSessionRow, GameWalletRepo } from '../repo.ts';
import type { GameWalletService, WalletOutcome } from '../service.ts';
import { applyBatch, type Step } from './batch.ts';
import { codeOf, DIGITAIN_CODE, REFUSAL_CODE, type DigitainCode } from './codes.ts';
import { endForRefresh } from './session-refresh-repo.ts';
import {
  DIGITAIN_TIMESTAMP_WINDOW_MS,
  digitainSign,
  digitainTimestamp,
  digitainTimestampMs,
  digitainVerify,
} from './signature.ts';

/*
 * Digitain's casino RGS operator wallet (PROTOCOLS §4b), mounted at /api/providers/digitain/<call>:
 * authenticate, getbalance, refreshtoken, bet, win, betwin, refund, amend, charge, promowin,
 * checkStatus. JSON POSTs, every answer HTTP 200 with `errorCode` in the body, signed like the calls.
 *
 * WHAT IS THIN: Digitain's document is private; this follows integrator code only (one public PHP
 * integration) and the field list in PROTOCOLS §4b. From that code: the envelope `operatorId,
 * timestamp, signature`; answers `timestamp, signature, errorCode` and, for batches, `items[{txId,
 * errorCode, balance, externalTxId, info, metadata}]`; `info`/`metadata` echoed; amounts decimal in
 * major units; currencyId an ISO code; refreshtoken's `changeToken`; amend's `winTxId, amendAmount,
 * operationType` (37 credit, 38 debit). Chosen by us where nothing public says: the timestamp forms and
 * window (signature.ts), refund's `originalTxId` (the bet refunded), betwin's `winTxId`, win's
 * optional `betTxId`, promowin's `promoId`, checkStatus's answer, charge (refused, see below). Each
 * choice has its contract test (test/game-wallet/digitain.test.ts).
 *
 * Rounds are kept apart from Hub88's: these calls carry the 'Digitain' provider row's id (Hub88's route
 * carries Hub88's), and rounds and transaction ids are keyed by provider, so a round opened on one
 * route finishes on it whichever route new launches take.
 *
 * amend: a credit (37) is paid as one more win of the round (money only goes to the player, the round's
 * win grows); a debit (38) would claw a paid win back, which the game wallet has no path for (a win is
 * never reversed by a provider here): refused with 999, logged for the operator, nothing moved.
 * charge: nothing public says what Digitain charges or when; taking a player's money for an unknown
 * reason is not done: refused with 999 and logged, nothing moved (it is not a stake path).
 */

export const DIGITAIN_PATH = '/api/providers/digitain';
const BODY_LIMIT = 256 * 1024;
const MAX_ITEMS = 100;

/** Ids arrive as strings or numbers; we keep them as text. */
const Text = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform(String)
  .pipe(z.string().trim().min(1).max(100));
const Amount = z.number().finite().nonnegative();
const Currency = z.string().regex(/^[A-Z]{3}$/);
const Echo = { info: z.string().max(1000).optional(), metadata: z.unknown().optional() };

const Envelope = z.object({ operatorId: Text, timestamp: Text, signature: z.string().max(200) });

const PlayItem = z.object({
  txId: Text,
  token: z.string().min(1).max(200),
  playerId: Text,
  roundId: Text,
  gameId: Text,
  currencyId: Currency,
  ...Echo,
});
const BetItem = PlayItem.extend({ betAmount: Amount });
const WinItem = PlayItem.extend({ winAmount: Amount, betTxId: Text.optional() });
const BetWinItem = PlayItem.extend({ betAmount: Amount, winAmount: Amount, winTxId: Text });
const RefundItem = z.object({
  txId: Text,
  originalTxId: Text,
  playerId: Text,
  roundId: Text.optional(),
  ...Echo,
});
const PromoWinItem = z.object({
  txId: Text,
  playerId: Text,
  winAmount: Amount,
  currencyId: Currency,
  promoId: Text.optional(),
  ...Echo,
});
const AmendItem = z.object({
  txId: Text,
  winTxId: Text,
  playerId: Text,
  roundId: Text,
  gameId: Text,
  currencyId: Currency,
  amendAmount: Amount,
  operationType: z.union([z.literal(37), z.literal(38)]),
  ...Echo,
});
const batchOf = <T extends z.ZodType>(item: T) =>
  z.object({ allOrNone: z.boolean().default(false), items: z.array(item).min(1).max(MAX_ITEMS) });

const Token = z.object({ token: z.string().min(1).max(200) });
const GetBalance = Token.extend({ playerId: Text.optional(), currencyId: Currency.optional() });
const RefreshToken = Token.extend({ changeToken: z.boolean().default(true) });
const CheckStatus = z.object({ txId: Text });
const Charge = z.object({
  items: z
    .array(z.object({ txId: Text, ...Echo }).loose())
    .min(1)
    .max(MAX_ITEMS),
});

export type DigitainOptions = {
  games: GameWalletService;
  repo: GameWalletRepo;
  money: MoneyService;
  clock: Clock;
  operatorId: string;
  secret: string;
  /** DIGITAIN_CALLBACK_ALLOW: the addresses Digitain calls from; undefined: any. */
  callbackAllow?: readonly string[];
  /** Told of every call answered: its name and the errorCode answered (the metrics). */
  onCallback?: (call: string, code: string) => void;
};

class Refusal extends Error {
  constructor(readonly code: DigitainCode) {
    super(String(code));
  }
}

type Answer = Record<string, unknown> & { errorCode: DigitainCode };
type ItemAnswer = {
  txId: string;
  errorCode: DigitainCode;
  balance?: number;
  externalTxId?: string;
  info?: string;
  metadata?: unknown;
};

export const digitainRoutes: FastifyPluginAsync<DigitainOptions> = async (
  app,
  { games, repo, money, clock, operatorId, secret, callbackAllow: allowList, onCallback = () => {} },
) => {
  acceptRawBodies(app, BODY_LIMIT);
  const allowed = callbackAllow(allowList);

  let digitainId: number | undefined;
  async function providerId(): Promise<number> {
    digitainId ??= await repo.providerId('Digitain');
    if (digitainId === undefined) throw new Error("the catalogue has no 'Digitain' provider row");
    return digitainId;
  }

  function send(reply: FastifyReply, body: Record<string, unknown>) {
    const timestamp = digitainTimestamp(clock.now());
    const signed = { timestamp, signature: digitainSign(secret, timestamp, operatorId), ...body };
    return reply.code(200).type('application/json; charset=utf-8').send(JSON.stringify(signed));
  }

  /** The envelope checked: our operator id, a signature that verifies (constant time), a fresh timestamp. */
  function authenticated(parsed: unknown): boolean {
    const envelope = Envelope.safeParse(parsed);
    if (!envelope.success) return false;
    const { operatorId: caller, timestamp, signature } = envelope.data;
    if (!digitainVerify(secret, timestamp, caller, signature) || caller !== operatorId) return false;
    const at = digitainTimestampMs(timestamp);
    return at !== null && Math.abs(clock.now().getTime() - at) <= DIGITAIN_TIMESTAMP_WINDOW_MS;
  }

  function route<S extends z.ZodType>(
    name: string,
    schema: S,
    handle: (body: z.output<S>, log: FastifyBaseLogger) => Promise<Answer>,
  ) {
    app.post(`${DIGITAIN_PATH}/${name}`, { schema: { hide: true } }, async (request, reply) => {
      let code: DigitainCode = DIGITAIN_CODE.general;
      try {
        // A caller outside the allow-list is answered like a wrong signature: it is not Digitain.
        if (!allowed(request.ip)) {
          request.log.warn({ ip: request.ip, call: name }, 'digitain call from an address not allowed');
          throw new Refusal(DIGITAIN_CODE.badSignature);
        }
        const parsed: unknown = JSON.parse(rawBodyOf(request.body).toString('utf8'));
        if (!authenticated(parsed)) throw new Refusal(DIGITAIN_CODE.badSignature);
        const body = schema.safeParse(parsed);
        if (!body.success) throw new Refusal(DIGITAIN_CODE.general);
        const answer = await handle(body.data, request.log);
        code = answer.errorCode;
        return send(reply, answer);
      } catch (err) {
        code = err instanceof Refusal ? err.code : DIGITAIN_CODE.general;
        if (!(err instanceof Refusal) && !(err instanceof SyntaxError))
          request.log.error({ err }, 'digitain wallet call failed');
        // A refused call says nothing more than its code.
        return send(reply, { errorCode: code });
      } finally {
        onCallback(name, String(code));
      }
    });
  }

  // ── shared checks ────────────────────────────────────────────────────────────────────────────────

  /** The launch a token names, for this player and (when given) this Digitain game. */
  async function launchOf(
    item: { token: string; playerId: string; gameId?: string },
    { anyAge }: { anyAge: boolean },
  ): Promise<GameSessionRow> {
    const session = await games.session(item.token, { anyAge });
    if (session === 'expired') throw new Refusal(DIGITAIN_CODE.sessionExpired);
    if (!session || String(session.playerId) !== item.playerId)
      throw new Refusal(DIGITAIN_CODE.sessionNotFound);
    // A token launched for another provider's game (a Hub88 launch, an Originals page) is not Digitain's.
    const game = await repo.game(session.gameId);
    if (
      !game ||
      game.providerName !== 'Digitain' ||
      (item.gameId !== undefined && game.gameCode !== item.gameId)
    )
      throw new Refusal(DIGITAIN_CODE.sessionNotFound);
    return session;
  }

  /** An amount in minor units of `currencyId`, which must be the one the player plays in. */
  async function minorOf(amount: number, code: string, currencyId: number): Promise<bigint> {
    const currency = await money.currency(currencyId);
    if (currency.code !== code) throw new Refusal(DIGITAIN_CODE.general);
    const minor = decimalToMinor(amount, currency.minorUnits);
    if (minor === null) throw new Refusal(DIGITAIN_CODE.general);
    return minor;
  }

  async function balanceOf(playerId: number, currencyId: number): Promise<number> {
    const { cash, bonus } = await games.balances(playerId, currencyId);
    return minorToDecimal(cash + bonus, (await money.currency(currencyId)).minorUnits);
  }

  async function playerOf(playerId: string) {
    const player = /^[1-9]\d{0,9}$/.test(playerId) ? await repo.player(Number(playerId)) : undefined;
    if (!player) throw new Refusal(DIGITAIN_CODE.sessionNotFound);
    return player;
  }

  const codeOfError = (err: unknown): DigitainCode => {
    if (err instanceof Refusal) return err.code;
    throw err;
  };

  // ── session calls ────────────────────────────────────────────────────────────────────────────────

  route('authenticate', Token, async (body) => {
    const session = await games.session(body.token);
    if (session === 'expired') throw new Refusal(DIGITAIN_CODE.sessionExpired);
    if (!session) throw new Refusal(DIGITAIN_CODE.sessionNotFound);
    await launchOf({ token: body.token, playerId: String(session.playerId) }, { anyAge: false });
    // A launch that died (logout, block, provider or game off) does not open.
    const refusal = await games.frameRefusal(session.id);
    if (refusal) throw new Refusal(REFUSAL_CODE[refusal]);
    const currency = await money.currency(session.currencyId);
    return {
      errorCode: DIGITAIN_CODE.ok,
      playerId: String(session.playerId),
      userName: `lale-${session.playerId}`,
      currencyId: currency.code,
      balance: await balanceOf(session.playerId, session.currencyId),
      isReal: true,
    };
  });

  route('getbalance', GetBalance, async (body) => {
    // Balance is asked after the round, too: any age.
    const session = await games.session(body.token, { anyAge: true });
    if (!session || session === 'expired' || (body.playerId && String(session.playerId) !== body.playerId))
      throw new Refusal(DIGITAIN_CODE.sessionNotFound);
    const currency = await money.currency(session.currencyId);
    if (body.currencyId && body.currencyId !== currency.code) throw new Refusal(DIGITAIN_CODE.general);
    return { errorCode: DIGITAIN_CODE.ok, balance: await balanceOf(session.playerId, session.currencyId) };
  });

  /**
   * A new token for the same launch (player, game, site session): the old one is ended first — only one
   * of two concurrent refreshes ends it and gets a token — so it takes no more bets (the wager gate sees
   * it ended), while a late win or refund naming it still finds its round. changeToken false: the same.
   */
  route('refreshtoken', RefreshToken, async (body) => {
    const session = await games.session(body.token);
    if (session === 'expired') throw new Refusal(DIGITAIN_CODE.sessionExpired);
    if (!session) throw new Refusal(DIGITAIN_CODE.sessionNotFound);
    const refusal = await games.frameRefusal(session.id);
    if (refusal) throw new Refusal(REFUSAL_CODE[refusal]);
    if (!body.changeToken) return { errorCode: DIGITAIN_CODE.ok, token: body.token };
    if (session.siteSessionId === null) throw new Refusal(DIGITAIN_CODE.general);
    if (!(await endForRefresh(repo.executor, session.id, clock.now())))
      throw new Refusal(DIGITAIN_CODE.sessionExpired);
    const { token } = await games.issueSession({
      playerId: session.playerId,
      gameId: session.gameId,
      currencyId: session.currencyId,
      siteSessionId: session.siteSessionId,
    });
    return { errorCode: DIGITAIN_CODE.ok, token };
  });

  // ── bets and wins ────────────────────────────────────────────────────────────────────────────────

  type Play = z.output<typeof PlayItem> & {
    betAmount?: number;
    winAmount?: number;
    winTxId?: string;
    betTxId?: string;
  };

  /**
   * Checks every item (nothing written), then applies the batch (batch.ts). A refused item refuses an
   * allOrNone batch before anything moves; otherwise only that item is refused.
   */
  async function playBatch(
    kind: 'bet' | 'win' | 'betwin',
    body: { allOrNone: boolean; items: Play[] },
    log: FastifyBaseLogger,
  ): Promise<Answer> {
    const pid = await providerId();
    const checked: (Step[] | DigitainCode)[] = [];
    const sessions: (GameSessionRow | undefined)[] = [];
    const txIds = body.items.flatMap((i) => [i.txId, ...(i.winTxId ? [i.winTxId] : [])]);
    const repeated = new Set(txIds.filter((id, index) => txIds.indexOf(id) !== index));
    const roundsBetHere = new Set(kind === 'win' ? [] : body.items.map((i) => i.roundId));
    for (const item of body.items) {
      try {
        // One txId twice in one call: which content would count? Neither.
        if (repeated.has(item.txId) || (item.winTxId && repeated.has(item.winTxId)))
          throw new Refusal(DIGITAIN_CODE.txExists);
        const session = await launchOf(item, { anyAge: kind === 'win' });
        sessions.push(session);
        const common = {
          providerId: pid,
          providerRound: item.roundId,
          playerId: session.playerId,
          currencyId: session.currencyId,
          gameId: session.gameId,
        };
        const steps: Step[] = [];
        const index = checked.length;
        if (item.betAmount !== undefined) {
          const amountMinor = await minorOf(item.betAmount, item.currencyId, session.currencyId);
          steps.push({
            item: index,
            kind: 'bet',
            call: {
              ...common,
              providerTx: item.txId,
              amountMinor,
              roundClosed: false,
              stakePath: 'digitain.bet',
              gameSessionId: session.id,
            },
          });
        }
        if (item.winAmount !== undefined) {
          const winTx = kind === 'betwin' ? item.winTxId! : item.txId;
          const amountMinor = await minorOf(item.winAmount, item.currencyId, session.currencyId);
          const known = (await repo.transactionByProviderTx(repo.executor, pid, winTx)) !== undefined;
          if (!known && !roundsBetHere.has(item.roundId)) {
            // A new win must find its round (a win cannot be undone, batch.ts): checked before anything moves.
            const round = await repo.transaction((tx) => repo.lockRound(tx, pid, item.roundId));
            if (!round || round.playerId !== session.playerId) throw new Refusal(DIGITAIN_CODE.general);
          }
          steps.push({
            item: index,
            kind: 'win',
            known,
            call: {
              ...common,
              providerTx: winTx,
              amountMinor,
              roundClosed: true,
              referenceTx: kind === 'betwin' ? item.txId : item.betTxId,
            },
          });
        }
        checked.push(steps);
      } catch (err) {
        if (sessions.length === checked.length) sessions.push(undefined);
        checked.push(codeOfError(err));
      }
    }

    const refusedCodes = checked.filter((c): c is DigitainCode => typeof c === 'number');
    let codes: DigitainCode[];
    let ids: (number | undefined)[] = [];
    let batchCode: DigitainCode = DIGITAIN_CODE.ok;
    if (body.allOrNone && refusedCodes.length > 0) {
      batchCode = refusedCodes[0]!;
      codes = checked.map((c) => (typeof c === 'number' ? c : DIGITAIN_CODE.general));
    } else {
      const steps = checked.flatMap((c) => (typeof c === 'number' ? [] : c));
      const result = await applyBatch(games, steps, checked.length, body.allOrNone, async (call) => {
        const row = await repo.transactionByProviderTx(repo.executor, pid, call.providerTx);
        return row?.rolledBack === true;
      });
      if (result.partial)
        log.error(
          { call: kind, txIds },
          'digitain allOrNone batch partly applied: a win failed after others',
        );
      batchCode = result.code;
      codes = checked.map((c, i) => (typeof c === 'number' ? c : result.items[i]!.code));
      ids = result.items.map((r) => r.transactionId);
    }
    const items: ItemAnswer[] = [];
    for (const [i, item] of body.items.entries()) {
      const session = sessions[i];
      items.push({
        txId: item.txId,
        errorCode: codes[i]!,
        ...(session ? { balance: await balanceOf(session.playerId, session.currencyId) } : {}),
        ...(ids[i] !== undefined ? { externalTxId: String(ids[i]) } : {}),
        ...(item.info !== undefined ? { info: item.info } : {}),
        ...(item.metadata !== undefined ? { metadata: item.metadata } : {}),
      });
    }
    return { errorCode: batchCode, items };
  }

  route('bet', batchOf(BetItem), (body, log) => playBatch('bet', body, log));
  route('win', batchOf(WinItem), (body, log) => playBatch('win', body, log));
  route('betwin', batchOf(BetWinItem), (body, log) => playBatch('betwin', body, log));

  /**
   * Credits applied one by one (refund, promowin, amend credit). They cannot be undone, so an allOrNone
   * batch is checked first (player, currency, amount) and a failure after others stood is answered 999
   * and logged (`partial`), never reported as "none applied".
   */
  async function creditBatch<T extends { txId: string; playerId: string; info?: string; metadata?: unknown }>(
    call: string,
    body: { allOrNone: boolean; items: T[] },
    log: FastifyBaseLogger,
    check: (item: T) => Promise<() => Promise<WalletOutcome>>,
  ): Promise<Answer> {
    const prepared: ((() => Promise<WalletOutcome>) | DigitainCode)[] = [];
    for (const item of body.items) prepared.push(await check(item).catch(codeOfError));
    const first = prepared.find((p): p is DigitainCode => typeof p === 'number');
    const codes: DigitainCode[] = [];
    const ids: (number | undefined)[] = [];
    let batchCode: DigitainCode = first !== undefined && body.allOrNone ? first : DIGITAIN_CODE.ok;
    let stood = false;
    for (const p of prepared) {
      if (typeof p === 'number' || batchCode !== DIGITAIN_CODE.ok) {
        codes.push(typeof p === 'number' ? p : DIGITAIN_CODE.general);
        ids.push(undefined);
        continue;
      }
      const outcome = await p();
      codes.push(codeOf(outcome));
      ids.push(outcome.status === 'ok' ? outcome.transactionId : undefined);
      if (outcome.status === 'ok' && !outcome.replayed) stood = true;
      if (outcome.status !== 'ok' && body.allOrNone) {
        batchCode = stood ? DIGITAIN_CODE.general : codeOf(outcome);
        if (stood) log.error({ call }, 'digitain allOrNone batch partly applied');
      }
    }
    const items: ItemAnswer[] = [];
    for (const [i, item] of body.items.entries()) {
      const player = /^[1-9]\d{0,9}$/.test(item.playerId)
        ? await repo.player(Number(item.playerId))
        : undefined;
      items.push({
        txId: item.txId,
        errorCode: codes[i]!,
        ...(player ? { balance: await balanceOf(player.id, player.currencyId) } : {}),
        ...(ids[i] !== undefined ? { externalTxId: String(ids[i]) } : {}),
        ...(item.info !== undefined ? { info: item.info } : {}),
        ...(item.metadata !== undefined ? { metadata: item.metadata } : {}),
      });
    }
    return { errorCode: batchCode, items };
  }

  route('refund', batchOf(RefundItem), async (body, log) => {
    const pid = await providerId();
    return creditBatch('refund', body, log, async (item) => {
      const player = await playerOf(item.playerId);
      return () =>
        games.rollback({
          providerId: pid,
          providerTx: item.txId,
          playerId: player.id,
          currencyId: player.currencyId,
          referenceTx: item.originalTxId,
          heldAnswer: String(DIGITAIN_CODE.general),
        });
    });
  });

  route('promowin', batchOf(PromoWinItem), async (body, log) => {
    const pid = await providerId();
    return creditBatch('promowin', body, log, async (item) => {
      const player = await playerOf(item.playerId);
      const amountMinor = await minorOf(item.winAmount, item.currencyId, player.currencyId);
      return () =>
        games.promoWin({
          providerId: pid,
          providerTx: item.txId,
          playerId: player.id,
          currencyId: player.currencyId,
          amountMinor,
          campaign: `digitain:${item.promoId ?? 'promo'}`,
        });
    });
  });

  route('amend', batchOf(AmendItem), async (body, log) => {
    const pid = await providerId();
    return creditBatch('amend', body, log, async (item) => {
      const player = await playerOf(item.playerId);
      if (item.operationType === 38) {
        log.warn(
          { txId: item.txId, winTxId: item.winTxId },
          'digitain amend debit refused: for the operator',
        );
        throw new Refusal(DIGITAIN_CODE.general);
      }
      const game = await repo.gameByCode('Digitain', item.gameId);
      const amended = await repo.transactionByProviderTx(repo.executor, pid, item.winTxId);
      // Only a win we paid, of this player, can be amended.
      if (!game || amended?.kind !== 'win' || amended.playerId !== player.id)
        throw new Refusal(DIGITAIN_CODE.general);
      const amountMinor = await minorOf(item.amendAmount, item.currencyId, player.currencyId);
      return () =>
        games.win({
          providerId: pid,
          providerTx: item.txId,
          providerRound: item.roundId,
          playerId: player.id,
          currencyId: player.currencyId,
          gameId: game.id,
          amountMinor,
          roundClosed: true,
          // The amended win is named for the record (winTxId); the credit is one more win of its round.
        });
    });
  });

  route('charge', Charge, async (body, log) => {
    log.warn({ txIds: body.items.map((i) => i.txId) }, 'digitain charge refused: not supported');
    return {
      errorCode: DIGITAIN_CODE.general,
      items: body.items.map((i) => ({ txId: i.txId, errorCode: DIGITAIN_CODE.general })),
    };
  });

  /**
   * Where a transaction Digitain is unsure of stands: `Applied` (taken or paid), `Refunded` (a bet a
   * refund reversed, or whose id a refund reserved before it arrived), `NotFound` (never applied: safe to
   * send again or to forget). errorCode 1 whenever we could answer.
   */
  route('checkStatus', CheckStatus, async (body) => {
    const row = await repo.transactionByProviderTx(repo.executor, await providerId(), body.txId);
    const status = !row ? 'NotFound' : row.tombstone || row.rolledBack ? 'Refunded' : 'Applied';
    return {
      errorCode: DIGITAIN_CODE.ok,
      txId: body.txId,
      status,
      ...(row && !row.tombstone ? { externalTxId: String(row.id), kind: row.kind } : {}),
    };
  });
};
