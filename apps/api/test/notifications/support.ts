import { staffToken } from '../support/staff.ts';
import type { AppModules } from '../../src/app.ts';
import type { Notification } from '@lale/contracts';
import type { FastifyInstance } from 'fastify';
import type { RealtimePublisher } from '../../src/modules/realtime/contract.ts';
import { bearer, call } from '../support/accounts.ts';

/* Helpers for the notification tests: a publisher that records pushes, and the calls of the panel. */

export type Push = { to: number | 'all' | number[]; command: string; message: unknown };

/** Records every push; while `failing` is set each push rejects (a hub or Redis outage). */
export function capturingPublisher() {
  const pushes: Push[] = [];
  const state = { failing: false };
  const record = async (to: Push['to'], command: string, message: unknown) => {
    pushes.push({ to, command, message });
    if (state.failing) throw new Error('hub down');
  };
  const publisher: RealtimePublisher = {
    toPlayer: (playerId, command, message) => record(playerId, command, message),
    toPlayers: (playerIds, command, message) => record([...playerIds], command, message),
    toAll: (command, message) => record('all', command, message),
  };
  return {
    publisher,
    pushes,
    clear: () => pushes.splice(0),
    setFailing: (failing: boolean) => {
      state.failing = failing;
    },
  };
}

export function listNotifications(
  app: FastifyInstance,
  token: string,
  payload: object = { skip: 0, take: 100 },
  locale = 'tr',
) {
  return call<Notification[]>(app, {
    method: 'POST',
    url: '/api/customer/notification',
    payload,
    headers: { ...bearer(token), 'x-locale': locale },
  });
}

export function readNotification(app: FastifyInstance, token: string, id: number) {
  return call<null>(app, {
    method: 'POST',
    url: '/api/customer/readnotification',
    payload: { id },
    headers: { ...bearer(token), 'x-locale': 'en' },
  });
}

/** The back office's owner (a staff session; see support/staff.ts). */
export const adminToken = (t: { modules: AppModules }) => staffToken(t, 'owner');

export function adminSend(app: FastifyInstance, token: string, payload: object) {
  return call<{ created: number } | { errors: Record<string, string> } | null>(app, {
    method: 'POST',
    url: '/api/admin/notifications',
    payload,
    headers: { ...bearer(token), 'x-locale': 'en' },
  });
}

/** An admin message body with distinct texts per language. */
export const adminMessage = (label: string, target: unknown) => ({
  target,
  type: 3,
  title: { tr: `${label} başlık`, en: `${label} title` },
  note: { tr: `${label} mesaj`, en: `${label} note` },
});
