/*
 * The back-office API paths (API.md, issue #25), in one place. The contracts' own path tables
 * (STAFF_AUTH_PATHS, ADMIN_PAYMENT_PATHS) are used where they exist.
 */
import {
  ADMIN_KYC_LEVELS_PATH,
  ADMIN_KYC_RETENTION_PATH,
  ADMIN_SAFER_PLAY_SETTINGS_PATH,
  ADMIN_SCREENING_PATHS,
  ADMIN_SPORTS_PATHS,
} from '@lale/contracts';

const ADMIN = '/api/admin';

/** An event's path of the trading room (`:eventId` filled in). */
const sportsEventPath = (template: string, eventId: number | string) =>
  template.replace(':eventId', encodeURIComponent(String(eventId)));

export type SportsEventAction = 'suspend' | 'reopen' | 'settle' | 'resettle';

export const PATHS = {
  dashboard: `${ADMIN}/reports/dashboard`,
  players: `${ADMIN}/players`,
  player: (id: number | string) => `${ADMIN}/players/${id}`,
  playerPart: (id: number | string, part: string) => `${ADMIN}/players/${id}/${part}`,
  paymentsQueue: `${ADMIN}/payments/queue`,
  payments: `${ADMIN}/payments`,
  payment: (id: number, action: 'confirm' | 'reject' | 'events') => `${ADMIN}/payments/${id}/${action}`,
  callbacks: `${ADMIN}/callbacks`,
  callbackHandle: (id: number) => `${ADMIN}/callbacks/${id}/handle`,
  corrections: `${ADMIN}/corrections`,
  correction: (id: number, action: 'approve' | 'reject') => `${ADMIN}/corrections/${id}/${action}`,
  staff: `${ADMIN}/staff`,
  staffMember: (id: number) => `${ADMIN}/staff/${id}`,
  staffReset2fa: (id: number) => `${ADMIN}/staff/${id}/reset-2fa`,
  audit: `${ADMIN}/audit`,
  auditVerify: `${ADMIN}/audit/verify`,
  approvalThresholds: `${ADMIN}/settings/withdrawal-approval`,
  kycLevels: ADMIN_KYC_LEVELS_PATH,
  kycRetention: ADMIN_KYC_RETENTION_PATH,
  saferPlaySettings: ADMIN_SAFER_PLAY_SETTINGS_PATH,
  amlCases: `${ADMIN}/aml/cases`,
  amlCase: (id: number | string) => `${ADMIN}/aml/cases/${id}`,
  amlCasePart: (id: number | string, part: 'notes' | 'decision' | 'export' | 'take' | 'assignee') =>
    `${ADMIN}/aml/cases/${id}/${part}`,
  amlReportedExport: `${ADMIN}/aml/cases/reported/export`,
  amlAssignees: `${ADMIN}/aml/assignees`,
  amlRules: `${ADMIN}/aml/rules`,
  amlRule: (code: string) => `${ADMIN}/aml/rules/${code}`,
  amlRates: `${ADMIN}/aml/rates`,
  amlRate: (currency: string) => `${ADMIN}/aml/rates/${currency}`,
  screening: ADMIN_SCREENING_PATHS.status,
  screeningSandboxEntries: ADMIN_SCREENING_PATHS.sandboxEntries,
  sportsEvents: ADMIN_SPORTS_PATHS.events,
  sportsEvent: (eventId: number | string) => sportsEventPath(ADMIN_SPORTS_PATHS.event, eventId),
  sportsEventAction: (eventId: number | string, action: SportsEventAction) =>
    sportsEventPath(ADMIN_SPORTS_PATHS[action], eventId),
  sportsEventLimits: (eventId: number | string) => sportsEventPath(ADMIN_SPORTS_PATHS.eventLimits, eventId),
  sportsPlayerLimits: (playerId: number | string) =>
    ADMIN_SPORTS_PATHS.playerLimits.replace(':playerId', encodeURIComponent(String(playerId))),
  sportsLiability: ADMIN_SPORTS_PATHS.liability,
  sportsBets: ADMIN_SPORTS_PATHS.bets,
  sportsActions: ADMIN_SPORTS_PATHS.actions,
} as const;

/** A list's CSV twin: the same path with /export (API.md "Lists"). */
export const exportPath = (listPath: string) => `${listPath}/export`;
