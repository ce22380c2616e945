import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import Fastify from 'fastify';
import { openDatabase } from '../../apps/api/src/db/connection.ts';
import { createWalletService } from '../../apps/api/src/modules/wallet/service.ts';

/*
 * The same-work baseline of bench/game-wallet (issue 24): a bare Fastify process that does what a
 * Hub88 wallet cannot skip and nothing more — take the raw body, check Hub88's RSA signature, parse the
 * JSON, post exactly the call's ledger leg through the ledger's own posting (WalletService.transfer,
 * one statement: posting.ts) and answer signed with the operator key. A bet moves the stake from the
 * player's cash to the house, a win the payout back (a win of 0 moves nothing, as the game wallet does).
 * No session, round, provider row, replay check or wager gate: those are what the real wallet adds, and
 * the bench reports how much of this process's pairs/s it keeps. Same pool size as the API (BENCH_CLIENTS).
 * PORT, DATABASE_URL, DATABASE_POOL_SIZE, HUB88_PUBLIC_KEY and HUB88_OPERATOR_PRIVATE_KEY come from run.ts.
 */

const { PORT, DATABASE_URL, DATABASE_POOL_SIZE, HUB88_PUBLIC_KEY, HUB88_OPERATOR_PRIVATE_KEY } = process.env;
if (!PORT || !DATABASE_URL || !HUB88_PUBLIC_KEY || !HUB88_OPERATOR_PRIVATE_KEY)
  throw new Error('PORT, DATABASE_URL, HUB88_PUBLIC_KEY and HUB88_OPERATOR_PRIVATE_KEY are required');
const hub88Key = createPublicKey(HUB88_PUBLIC_KEY);
const operatorKey = createPrivateKey(HUB88_OPERATOR_PRIVATE_KEY);
const TRY = 1;

const connection = await openDatabase({
  databaseUrl: DATABASE_URL,
  poolSize: Number(DATABASE_POOL_SIZE ?? 16),
});
const wallet = createWalletService(connection.db);

type Call = {
  user: string;
  request_uuid: string;
  currency: string;
  transaction_uuid: string;
  amount: number;
};

const app = Fastify();
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
app.get('/hello', async () => 'hello');
app.post<{ Params: { call: string } }>('/api/providers/hub88/transaction/:call', async (request, reply) => {
  const raw = request.body as Buffer;
  const signature = Buffer.from(String(request.headers['x-hub88-signature']), 'base64');
  const body = JSON.parse(raw.toString('utf8')) as Call;
  let status = verify('sha256', raw, hub88Key, signature) ? 'RS_OK' : 'RS_ERROR_INVALID_SIGNATURE';
  // Hub88 amounts are ×100000 of the unit; TRY has 2 minor units.
  const amountMinor = BigInt(Math.round(body.amount / 1_000));
  if (status === 'RS_OK' && amountMinor > 0n) {
    const player = { type: 'player', playerId: Number(body.user), kind: 'cash', currencyId: TRY } as const;
    const house = { type: 'system', kind: 'house_casino', currencyId: TRY } as const;
    const bet = request.params.call === 'bet';
    const result = await wallet.transfer({
      idempotencyKey: `same-work:${body.transaction_uuid}:cash`,
      from: bet ? player : house,
      to: bet ? house : player,
      amountMinor,
      kind: bet ? 'bet' : 'win',
    });
    if (result.status === 'insufficient_funds') status = 'RS_ERROR_NOT_ENOUGH_MONEY';
  }
  const text = JSON.stringify({
    user: body.user,
    status,
    request_uuid: body.request_uuid,
    currency: body.currency,
    balance: 100_000_000,
  });
  return reply
    .type('application/json; charset=utf-8')
    .header('x-hub88-signature', sign('sha256', Buffer.from(text), operatorKey).toString('base64'))
    .send(text);
});
await app.listen({ port: Number(PORT), host: '127.0.0.1' });
