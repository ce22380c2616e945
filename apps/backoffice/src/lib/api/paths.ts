/*
 * The back-office API paths (API.md, issue #25), in one place. The contracts' own path tables
 * (STAFF_AUTH_PATHS, ADMIN_PAYMENT_PATHS) are used where they exist.
 */
import {
  ADMIN_KYC_LEVELS_PATH,
  ADMIN_KYC_RETENTION_PATH,
  ADMIN_SAFER_PLAY_SETTINGS_PATH,
  ADMIN_SCREENING_PATHS,
} from '@lale/contracts';

const ADMIN = '/api/admin';

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
} as const;

/** A list's CSV twin: the same path with /export (API.md "Lists"). */
export const exportPath = (listPath: string) => `${listPath}/export`;
