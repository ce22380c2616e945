import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { callRequests, players } from '../../db/schema.ts';

/* SQL of the back office's call-backs (issue #25): the call requests cms/callme stored, and their handling. */

export type CallbackFilter = { status?: 'open' | 'handled' };
export type CallbackOrder = { sort: 'id' | 'createdAt' | 'handledAt'; dir: 'asc' | 'desc' };

export type StoredCallback = {
  id: number;
  name: string;
  message: string;
  playerId: number | null;
  username: string | null;
  ip: string | null;
  createdAt: Date;
  handledAt: Date | null;
  handledBy: number | null;
  note: string | null;
};

const columns = {
  id: callRequests.id,
  name: callRequests.name,
  message: callRequests.message,
  playerId: callRequests.playerId,
  username: players.username,
  ip: sql<string | null>`host(${callRequests.ip})`,
  createdAt: callRequests.createdAt,
  handledAt: callRequests.handledAt,
  handledBy: callRequests.handledBy,
  note: callRequests.handledNote,
};

function where(filter: CallbackFilter, extra?: SQL): SQL | undefined {
  const status =
    filter.status === 'open'
      ? isNull(callRequests.handledAt)
      : filter.status === 'handled'
        ? isNotNull(callRequests.handledAt)
        : undefined;
  return and(status, extra);
}

export function createCallbacksRepo(db: Database) {
  async function list(
    filter: CallbackFilter,
    order: CallbackOrder,
    skip: number,
    take: number,
    extra?: SQL,
  ): Promise<StoredCallback[]> {
    const column = {
      id: callRequests.id,
      createdAt: callRequests.createdAt,
      handledAt: callRequests.handledAt,
    }[order.sort];
    const direction = order.dir === 'asc' ? asc : desc;
    return db
      .select(columns)
      .from(callRequests)
      .leftJoin(players, eq(players.id, callRequests.playerId))
      .where(where(filter, extra))
      .orderBy(direction(column), direction(callRequests.id))
      .offset(skip)
      .limit(take);
  }

  return {
    list,

    async count(filter: CallbackFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(callRequests).where(where(filter));
      return row?.n ?? 0;
    },

    async byId(id: number): Promise<StoredCallback | undefined> {
      const [row] = await list({}, { sort: 'id', dir: 'asc' }, 0, 1, eq(callRequests.id, id));
      return row;
    },

    /**
     * Marks an open request handled; false when there is none open with that id (one statement, so
     * two members handling it at once: one wins, the other is told it was handled).
     */
    async handle(id: number, staffId: number, note: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(callRequests)
        .set({ handledAt: at, handledBy: staffId, handledNote: note })
        .where(and(eq(callRequests.id, id), isNull(callRequests.handledAt)))
        .returning({ id: callRequests.id });
      return rows.length > 0;
    },
  };
}

export type CallbacksRepo = ReturnType<typeof createCallbacksRepo>;
