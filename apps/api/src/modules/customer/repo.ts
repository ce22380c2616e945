import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { countries, players } from '../../db/schema.ts';

/* SQL of the customer module: the profile and phone columns of players (credentials are auth's). */
export function createCustomerRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    async profile(playerId: number) {
      const [row] = await db
        .select({
          name: players.name,
          surname: players.surname,
          username: players.username,
          email: players.email,
          phone: players.phone,
          phoneVerifiedAt: players.phoneVerifiedAt,
          birthDate: players.birthDate,
          countryName: countries.name,
          usercode: players.usercode,
          createdAt: players.createdAt,
        })
        .from(players)
        .innerJoin(countries, eq(countries.id, players.countryId))
        .where(eq(players.id, playerId));
      return row;
    },

    /** The player holding this phone (digits with prefix), if any. */
    async phoneHolder(phone: string): Promise<{ id: number; verified: boolean } | undefined> {
      const [row] = await db
        .select({ id: players.id, verifiedAt: players.phoneVerifiedAt })
        .from(players)
        .where(eq(players.phone, phone));
      return row ? { id: row.id, verified: row.verifiedAt !== null } : undefined;
    },

    async setVerifiedPhone(playerId: number, phone: string, at: Date, executor: DbExecutor = db) {
      await executor.update(players).set({ phone, phoneVerifiedAt: at }).where(eq(players.id, playerId));
    },
  };
}

export type CustomerRepo = ReturnType<typeof createCustomerRepo>;
