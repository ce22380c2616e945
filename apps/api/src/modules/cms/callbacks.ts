import type { AdminCallback } from '@lale/contracts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { CallbackFilter, CallbackOrder, CallbacksRepo, StoredCallback } from './callbacks-repo.ts';

/*
 * The call centre's side of call requests (issue #25): the requests cms/callme stored (call-requests.ts)
 * listed open or handled, and each marked handled once, with who handled it and a note.
 */

const toAdmin = (row: StoredCallback): AdminCallback => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});

export function createCallbackDesk(repo: CallbacksRepo, clock: Clock) {
  return {
    async list(filter: CallbackFilter, order: CallbackOrder, skip: number, take: number) {
      const [rows, total] = await Promise.all([repo.list(filter, order, skip, take), repo.count(filter)]);
      return { items: rows.map(toAdmin), total };
    },

    /** The list's CSV twin: same filter and order, at most `limit` rows. */
    export: async (filter: CallbackFilter, order: CallbackOrder, limit: number) =>
      (await repo.list(filter, order, 0, limit)).map(toAdmin),

    async handle(staffId: number, id: number, note: string): Promise<AdminCallback> {
      if (!(await repo.handle(id, staffId, note.trim(), clock.now()))) {
        const existing = await repo.byId(id);
        throw refuse({ code: existing ? 'CallbackAlreadyHandled' : 'CallbackNotFound' });
      }
      return toAdmin((await repo.byId(id))!);
    },
  };
}

export type CallbackDesk = ReturnType<typeof createCallbackDesk>;
