import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import Fastify from 'fastify';

/*
 * The ceiling of bench/game-wallet: a plain Fastify process that does only what no Hub88 wallet can
 * skip — take the raw body, check Hub88's RSA signature, parse the JSON and answer RS_OK signed with the
 * operator key — and touches no database. A real wallet cannot go faster than this on the same machine,
 * so its pairs/s against the ledger's pairs/s says whether the issue's target is reachable here at all.
 * PORT, HUB88_PUBLIC_KEY and HUB88_OPERATOR_PRIVATE_KEY come from the environment (run.ts starts it).
 */

const { PORT, HUB88_PUBLIC_KEY, HUB88_OPERATOR_PRIVATE_KEY } = process.env;
if (!PORT || !HUB88_PUBLIC_KEY || !HUB88_OPERATOR_PRIVATE_KEY)
  throw new Error('PORT, HUB88_PUBLIC_KEY and HUB88_OPERATOR_PRIVATE_KEY are required');
const hub88Key = createPublicKey(HUB88_PUBLIC_KEY);
const operatorKey = createPrivateKey(HUB88_OPERATOR_PRIVATE_KEY);

const app = Fastify();
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
app.get('/hello', async () => 'hello');
app.post('/api/providers/hub88/transaction/:call', async (request, reply) => {
  const raw = request.body as Buffer;
  const signature = Buffer.from(String(request.headers['x-hub88-signature']), 'base64');
  const body = JSON.parse(raw.toString('utf8')) as { user: string; request_uuid: string; currency: string };
  const ok = verify('sha256', raw, hub88Key, signature);
  const text = JSON.stringify({
    user: body.user,
    status: ok ? 'RS_OK' : 'RS_ERROR_INVALID_SIGNATURE',
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
