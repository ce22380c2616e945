import { randomBytes } from 'node:crypto';
import { foldForSearch, PaymentFieldObjectType, TransactionType } from '@lale/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/connection.ts';
import {
  casinoGames,
  casinoProviders,
  paymentMethods,
  playerIdentity,
} from '../../apps/api/src/db/schema.ts';
import { logoUrl } from '../../apps/api/src/modules/payments/index.ts';
import { rows } from './checks.ts';
import type { Cluster } from './cluster.ts';
import type { Http } from './http.ts';

/*
 * What the operator would have set up before players come, on a production database that starts empty:
 * the PSP's deposit method and a payout method, Hub88's games (nothing imports a provider's game list
 * yet), and players who registered through the site, confirmed their phone and passed identity checks (production
 * has no SMS gateway or identity provider configured here, so both are written as their answers would
 * leave them). Written straight into the primary: this is the scene, not what the test is about.
 */

export const HUB88_GAMES = ['standin-slot-1', 'standin-slot-2', 'standin-roulette'];

export type Player = {
  username: string;
  token: string;
  playerId: number;
  /** The Hub88 stand-in's launch id for this player's game. */
  hub88Launch: string;
  /** The Lale Dice game session (launch URL's `session`). */
  diceSession: string;
};

export type Scene = { depositMethodId: number; withdrawMethodId: number; players: Player[] };

export async function writeOperatorSetup(db: Database, pspProvider: string): Promise<Omit<Scene, 'players'>> {
  const amount = { key: 'amount', mask: null, objectType: PaymentFieldObjectType.Decimal, option: null };
  const text = (key: string) => ({
    key,
    mask: null,
    objectType: PaymentFieldObjectType.String,
    option: null,
  });
  type Method = typeof paymentMethods.$inferInsert;
  const method = (values: Pick<Method, 'type' | 'title' | 'provider' | 'flow' | 'fields'>): Method => ({
    ...values,
    minAmountMinor: 1_000n,
    maxAmountMinor: 10_000_000n,
    currencyId: 1,
    sortOrder: 1,
    logo: logoUrl(values.flow === 'hosted' ? 'card' : 'bank'),
  });
  const [deposit, withdraw] = await db
    .insert(paymentMethods)
    .values([
      method({
        type: TransactionType.Deposit,
        title: 'Kart (CardCo)',
        provider: pspProvider,
        flow: 'hosted',
        fields: [amount],
      }),
      method({
        type: TransactionType.Withdraw,
        title: 'Banka Havalesi',
        provider: 'manual-bank',
        flow: 'manual',
        fields: [amount, text('Iban'), text('FullName')],
      }),
    ])
    .returning({ id: paymentMethods.id });

  await db.insert(casinoProviders).values({ name: 'Hub88' }).onConflictDoNothing();
  const [hub88] = await db
    .select({ id: casinoProviders.id })
    .from(casinoProviders)
    .where(sql`name = 'Hub88'`);
  await db
    .insert(casinoGames)
    .values(
      HUB88_GAMES.map((code, i) => ({
        providerId: hub88!.id,
        gameCode: code,
        name: `Stand-in ${i + 1}`,
        nameSearch: foldForSearch(`Stand-in ${i + 1}`),
        imageUrl: '/media/logo-mark.svg',
      })),
    )
    .onConflictDoNothing();
  return { depositMethodId: deposit!.id, withdrawMethodId: withdraw!.id };
}

/** Registers a player through the proxy (the fast form) and marks them verified. */
export async function registerPlayer(
  http: Http,
  db: Database,
  index: number,
): Promise<Omit<Player, 'hub88Launch' | 'diceSession'>> {
  const tag = randomBytes(3).toString('hex');
  const username = `fault${index}${tag}`;
  const password = 'Gizli123!';
  const auth = await http.must<{ token: string }>(
    '/api/auth/register',
    {
      isFast: true,
      name: 'Fault',
      surname: 'Tester',
      username,
      email: `${username}@example.com`,
      phone: `905330${String(index).padStart(2, '0')}${String(parseInt(tag, 16) % 10_000).padStart(4, '0')}`,
      country: 1,
      currencyId: 1,
      password,
      password2: password,
    },
    undefined,
    {
      // Each player from an address of their own (the proxy appends its own; TRUST_PROXY believes it), as
      // players are: the site opens only a few accounts per address.
      'x-forwarded-for': `198.51.100.${index + 1}`,
    },
  );
  const [row] = await rows<{ id: string }>(db, sql`select id from players where username = ${username}`);
  const playerId = Number(row!.id);
  const now = new Date();
  // Their phone confirmed by its SMS code (production sends it; no gateway is configured here).
  await db.execute(sql`update players set phone_verified_at = ${now} where id = ${playerId}`);
  await db
    .insert(playerIdentity)
    .values({
      playerId,
      level: 'full',
      reviewStatus: 'approved',
      rejectionReasons: [],
      updatedAt: now,
      reviewedAt: now,
    })
    .onConflictDoUpdate({
      target: playerIdentity.playerId,
      set: { level: 'full', reviewStatus: 'approved', updatedAt: now, reviewedAt: now },
    });
  return { username, token: auth.token, playerId };
}

/** Opens the player's games: a Hub88 game (its launch as the stand-in saw it) and Lale Dice. */
export async function openGames(
  http: Http,
  cluster: Cluster,
  player: Omit<Player, 'hub88Launch' | 'diceSession'>,
): Promise<Player> {
  await http.must<string>(
    '/api/casino/hub88launchurl',
    {
      platform: 1,
      gameCode: HUB88_GAMES[player.playerId % HUB88_GAMES.length],
      language: 'en',
      lobbyUrl: cluster.proxyUrl,
    },
    player.token,
  );
  const launches = (await (
    await fetch(`${cluster.standins.hub88}/standin/launches?user=${player.playerId}`)
  ).json()) as { id: string }[];
  const hub88Launch = launches.at(-1)?.id;
  if (!hub88Launch) throw new Error(`the Hub88 stand-in saw no launch for player ${player.playerId}`);
  const url = await http.must<string>(
    '/api/casino/originalslaunchurl',
    { code: 'lale-dice', isMobile: false },
    player.token,
  );
  const diceSession = new URL(url, cluster.proxyUrl).searchParams.get('session');
  if (!diceSession) throw new Error(`the dice launch gave no session: ${url}`);
  return { ...player, hub88Launch, diceSession };
}
