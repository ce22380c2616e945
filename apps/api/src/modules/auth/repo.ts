import { and, desc, eq, gte, or } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { countries, currencies, loginFailures, players } from '../../db/schema.ts';

/*
 * SQL of the auth module: countries for the form, the identity and credential columns of players,
 * and login failures. (The customer module reads and writes the profile and phone columns.)
 */

export type NewPlayer = typeof players.$inferInsert;

/** Whose login failures: a username, an address, or a username from one address. */
export type FailuresOf = { usernameKey: string; ip?: string } | { usernameKey?: string; ip: string };

const playerColumns = {
  id: players.id,
  username: players.username,
  usercode: players.usercode,
  email: players.email,
  phone: players.phone,
  phoneVerifiedAt: players.phoneVerifiedAt,
  currencyId: players.currencyId,
  passwordHash: players.passwordHash,
  status: players.status,
};

export type PlayerIdentity = {
  id: number;
  username: string;
  usercode: string;
  email: string;
  phone: string;
  phoneVerifiedAt: Date | null;
  currencyId: number;
  passwordHash: string;
  status: string;
};

export function createAuthRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    listCountries: () => db.select({ id: countries.id, name: countries.name }).from(countries),

    async countryExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
      return row !== undefined;
    },

    async currencyExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: currencies.id }).from(currencies).where(eq(currencies.id, id));
      return row !== undefined;
    },

    async findByUsernameKey(key: string): Promise<PlayerIdentity | undefined> {
      const [row] = await db.select(playerColumns).from(players).where(eq(players.usernameKey, key));
      return row;
    },

    async findById(id: number): Promise<PlayerIdentity | undefined> {
      const [row] = await db.select(playerColumns).from(players).where(eq(players.id, id));
      return row;
    },

    async findIdByUsercode(usercode: string): Promise<number | undefined> {
      const [row] = await db.select({ id: players.id }).from(players).where(eq(players.usercode, usercode));
      return row?.id;
    },

    /** Players that already hold any of these identifiers (at most one per identifier). */
    async holdersOf(ids: {
      usernameKey: string;
      emailKey: string;
      phone: string;
      personalNo: string | null;
    }) {
      return db
        .select({
          usernameKey: players.usernameKey,
          emailKey: players.emailKey,
          phone: players.phone,
          personalNo: players.personalNo,
        })
        .from(players)
        .where(
          or(
            eq(players.usernameKey, ids.usernameKey),
            eq(players.emailKey, ids.emailKey),
            eq(players.phone, ids.phone),
            ids.personalNo === null ? undefined : eq(players.personalNo, ids.personalNo),
          ),
        );
    },

    /** Inserts the player; undefined when the random usercode is taken (the caller draws another). */
    async insertPlayer(tx: DbExecutor, row: NewPlayer): Promise<number | undefined> {
      const [inserted] = await tx
        .insert(players)
        .values(row)
        .onConflictDoNothing({ target: players.usercode })
        .returning({ id: players.id });
      return inserted?.id;
    },

    async updatePassword(tx: DbExecutor, id: number, passwordHash: string, at: Date): Promise<void> {
      await tx.update(players).set({ passwordHash, passwordChangedAt: at }).where(eq(players.id, id));
    },

    async recordLoginFailure(usernameKey: string, ip: string, at: Date): Promise<void> {
      await db.insert(loginFailures).values({ usernameKey, ip, createdAt: at });
    },

    /** Times of the newest `limit` failures of a username, an address or both from `since` on, newest first. */
    async recentFailures(by: FailuresOf, since: Date, limit: number) {
      const rows = await db
        .select({ at: loginFailures.createdAt })
        .from(loginFailures)
        .where(
          and(
            by.usernameKey === undefined ? undefined : eq(loginFailures.usernameKey, by.usernameKey),
            by.ip === undefined ? undefined : eq(loginFailures.ip, by.ip),
            gte(loginFailures.createdAt, since),
          ),
        )
        .orderBy(desc(loginFailures.createdAt))
        .limit(limit);
      return rows.map((row) => row.at);
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
