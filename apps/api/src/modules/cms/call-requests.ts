import type { CallMeRequest } from '@lale/contracts';
import type { CallRequestRepo } from './repo.ts';

/*
 * Call requests (spec §7 cms/callme): a visitor or player asks to be called back. The contract has
 * already checked the message (a dialable phone under 'Telefon No', a text under 'Mesaj'); the route
 * limits how often one address may ask. Stored as sent, with the player when the caller is logged in
 * and the address it came from, for the call centre and for tracing abuse.
 */

export type CallRequestOrigin = { playerId: number | null; ip: string };

export function createCallRequestService(repo: CallRequestRepo) {
  return {
    /** Queues the request; answers its id. */
    receive: ({ name, message }: CallMeRequest, { playerId, ip }: CallRequestOrigin) =>
      repo.insert({ name, message, playerId, ip }),
  };
}

export type CallRequestService = ReturnType<typeof createCallRequestService>;
