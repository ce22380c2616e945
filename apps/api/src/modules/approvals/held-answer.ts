import { PendingChangeResponseSchema, type PendingChange } from '@lale/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { noteAudit } from '../../platform/staff-permission.ts';
import { messages } from './outcomes.ts';

/*
 * How a write answers when its change is held for a second approver (issue #27): 202 with the pending
 * change, and an audit row naming it. Each write whose change can be held adds HELD_RESPONSE to its
 * documented responses.
 */

export const HELD_RESPONSE = { 202: PendingChangeResponseSchema } as const;

export function answerHeld(request: FastifyRequest, reply: FastifyReply, change: PendingChange) {
  noteAudit(request, { targetType: 'pending_change', targetId: change.id, after: change });
  return reply.code(202).send(ok(change, messages(requestLocale(request)).changeHeld));
}
