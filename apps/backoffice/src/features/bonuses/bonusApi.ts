import {
  ADMIN_BONUS_DEFINITION_PATH,
  ADMIN_BONUS_DEFINITIONS_PATH,
  ADMIN_BONUS_VERSIONS_PATH,
  ADMIN_PLAYER_BONUS_GRANT_PATH,
  type AdminBonusDefinition,
  type AdminBonusDefinitionInput,
  type AdminBonusGrantRequest,
  type AdminBonusGrantResponseSchema,
  type AdminBonusVersionSchema,
} from '@lale/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, requestAnswer, requestWrite, type Answer, type Written } from '../../lib/api/client.ts';

/*
 * The bonus definitions' reads and writes (`/api/admin/bonus-definitions`, issue #27): one list of every
 * definition (disabled ones too, unpaged), POST to create, PUT to replace every field, DELETE to disable.
 * Writes answer the definition and the server's message, shown to the member. A definition's versions
 * (every change makes one) and a staff grant to one player are here too.
 */

export const BONUS_DEFINITIONS_KEY = ['bonus-definitions'] as const;

/** The contract's paths (admin-bonus.ts), `:id` filled in. */
const PATHS = {
  bonusDefinitions: ADMIN_BONUS_DEFINITIONS_PATH,
  bonusDefinition: (id: number) => ADMIN_BONUS_DEFINITION_PATH.replace(':id', String(id)),
  bonusVersions: (id: number) => ADMIN_BONUS_VERSIONS_PATH.replace(':id', String(id)),
  playerBonusGrant: (playerId: number | string) =>
    ADMIN_PLAYER_BONUS_GRANT_PATH.replace(':id', encodeURIComponent(String(playerId))),
} as const;

export type AdminBonusVersion = z.infer<typeof AdminBonusVersionSchema>;
export type AdminBonusGrant = z.infer<typeof AdminBonusGrantResponseSchema>['data'];

/** Under the definitions' key, so a save (which invalidates it) re-reads the versions too. */
export const bonusVersionsKey = (id: number) => [...BONUS_DEFINITIONS_KEY, id, 'versions'] as const;

export function useBonusDefinitions() {
  return useQuery({
    queryKey: BONUS_DEFINITIONS_KEY,
    queryFn: ({ signal }) => api.get<AdminBonusDefinition[]>(PATHS.bonusDefinitions, undefined, signal),
  });
}

/** Every version of a definition's terms, the current one first. */
export function useBonusVersions(id: number) {
  return useQuery({
    queryKey: bonusVersionsKey(id),
    queryFn: ({ signal }) => api.get<AdminBonusVersion[]>(PATHS.bonusVersions(id), undefined, signal),
  });
}

/** A staff grant of a `staff_grant` definition to one player, with the reason kept (bonuses.approve). */
export function grantBonus(
  playerId: number | string,
  body: AdminBonusGrantRequest,
): Promise<Answer<AdminBonusGrant>> {
  return requestAnswer<AdminBonusGrant>('POST', PATHS.playerBonusGrant(playerId), { body });
}

/**
 * Create (no id) or replace (an id) a definition. An award raised above the owner's line is held for a
 * second approver (`held`): nothing is created or changed until it is approved.
 */
export function saveBonusDefinition(
  id: number | null,
  body: AdminBonusDefinitionInput,
): Promise<Written<AdminBonusDefinition>> {
  return id === null
    ? requestWrite<AdminBonusDefinition>('POST', PATHS.bonusDefinitions, body)
    : requestWrite<AdminBonusDefinition>('PUT', PATHS.bonusDefinition(id), body);
}

/** Disable: no longer offered or claimable; bonuses already granted keep running on their terms. */
export function disableBonusDefinition(id: number): Promise<Answer<AdminBonusDefinition>> {
  return requestAnswer<AdminBonusDefinition>('DELETE', PATHS.bonusDefinition(id));
}

/** A definition as the body that replaces it (PUT takes every field), with `changes` over it. */
export function inputOf(
  definition: AdminBonusDefinition,
  changes: Partial<AdminBonusDefinitionInput> = {},
): AdminBonusDefinitionInput {
  return {
    title: definition.title,
    description: definition.description,
    trigger: definition.trigger,
    code: definition.code,
    kind: definition.kind,
    percent: definition.percent,
    cap: definition.cap,
    fixedAmount: definition.fixedAmount,
    minDeposit: definition.minDeposit,
    wageringMultiple: definition.wageringMultiple,
    contributions: definition.contributions,
    sportsMinOdds: definition.sportsMinOdds,
    validDays: definition.validDays,
    claimWindowDays: definition.claimWindowDays,
    maxBet: definition.maxBet,
    enabled: definition.enabled,
    currencyId: definition.currencyId,
    ...changes,
  };
}

export { fieldErrorsOf } from '../../lib/api/answers.ts';
