import type { Locale } from '@lale/contracts';
import { describeWith, platformOutcomes, type ErrorTable } from './platform/error-table.ts';
import { platformMessages } from './platform/i18n.ts';
import { adminCmsMessages, adminCmsOutcomes } from './modules/admin-cms/index.ts';
import { approvalsMessages, approvalsOutcomes } from './modules/approvals/index.ts';
import { auditMessages, auditOutcomes } from './modules/audit/index.ts';
import { authMessages, authOutcomes } from './modules/auth/index.ts';
import { backofficePlayersMessages, backofficePlayersOutcomes } from './modules/backoffice-players/index.ts';
import { bonusMessages, bonusOutcomes } from './modules/bonus/index.ts';
import { casinoMessages, casinoOutcomes } from './modules/casino/index.ts';
import { cmsMessages, cmsOutcomes } from './modules/cms/index.ts';
import { customerMessages, customerOutcomes } from './modules/customer/index.ts';
import { depositLimitsMessages, depositLimitsOutcomes } from './modules/deposit-limits/index.ts';
import { gameWalletMessages, gameWalletOutcomes } from './modules/game-wallet/index.ts';
import { integrityMessages, integrityOutcomes } from './modules/integrity/index.ts';
import { limitsMessages, limitsOutcomes } from './modules/limits/index.ts';
import { notificationMessages, notificationOutcomes } from './modules/notification/index.ts';
import { originalsMessages, originalsOutcomes } from './modules/originals/index.ts';
import { paymentsMessages, paymentsOutcomes } from './modules/payments/index.ts';
import { reportsMessages, reportsOutcomes } from './modules/reports/index.ts';
import { saferPlayMessages, saferPlayOutcomes } from './modules/safer-play/index.ts';
import { sessionMessages, sessionOutcomes } from './modules/session/index.ts';
import { kycMessages, kycOutcomes } from './modules/kyc/index.ts';
import { amlMessages, amlOutcomes } from './modules/aml/index.ts';
import { screeningMessages, screeningOutcomes } from './modules/screening/index.ts';
import { correctionsMessages, correctionsOutcomes } from './modules/corrections/index.ts';
import { sportsMessages, sportsOutcomes } from './modules/sports/index.ts';
import { staffMessages, staffOutcomes } from './modules/staff/index.ts';
import { verificationMessages, verificationOutcomes } from './modules/verification/index.ts';

/*
 * The API's vocabulary, merged: each module declares its outcomes, their rows and its messages in
 * `modules/<m>/outcomes.ts`; this file only lists them. It sits at src/ level because platform/ may not
 * import modules (ARCHITECTURE "A module's vocabulary"). The table's type names every outcome any module
 * registered, so a module's outcome whose rows are not listed here fails to compile; a module's own
 * `OutcomeRows` type fails it first when a row or a message is missing.
 */

/**
 * Each owner's vocabulary: the rows of its outcomes and its messages. A new module adds one line here.
 */
export const VOCABULARY = {
  platform: { outcomes: platformOutcomes, messages: platformMessages },
  session: { outcomes: sessionOutcomes, messages: sessionMessages },
  auth: { outcomes: authOutcomes, messages: authMessages },
  verification: { outcomes: verificationOutcomes, messages: verificationMessages },
  customer: { outcomes: customerOutcomes, messages: customerMessages },
  limits: { outcomes: limitsOutcomes, messages: limitsMessages },
  bonus: { outcomes: bonusOutcomes, messages: bonusMessages },
  depositLimits: { outcomes: depositLimitsOutcomes, messages: depositLimitsMessages },
  saferPlay: { outcomes: saferPlayOutcomes, messages: saferPlayMessages },
  kyc: { outcomes: kycOutcomes, messages: kycMessages },
  aml: { outcomes: amlOutcomes, messages: amlMessages },
  screening: { outcomes: screeningOutcomes, messages: screeningMessages },
  gameWallet: { outcomes: gameWalletOutcomes, messages: gameWalletMessages },
  casino: { outcomes: casinoOutcomes, messages: casinoMessages },
  integrity: { outcomes: integrityOutcomes, messages: integrityMessages },
  notification: { outcomes: notificationOutcomes, messages: notificationMessages },
  cms: { outcomes: cmsOutcomes, messages: cmsMessages },
  adminCms: { outcomes: adminCmsOutcomes, messages: adminCmsMessages },
  payments: { outcomes: paymentsOutcomes, messages: paymentsMessages },
  sports: { outcomes: sportsOutcomes, messages: sportsMessages },
  originals: { outcomes: originalsOutcomes, messages: originalsMessages },
  staff: { outcomes: staffOutcomes, messages: staffMessages },
  audit: { outcomes: auditOutcomes, messages: auditMessages },
  backofficePlayers: { outcomes: backofficePlayersOutcomes, messages: backofficePlayersMessages },
  reports: { outcomes: reportsOutcomes, messages: reportsMessages },
  corrections: { outcomes: correctionsOutcomes, messages: correctionsMessages },
  approvals: { outcomes: approvalsOutcomes, messages: approvalsMessages },
} as const;

type Owner = keyof typeof VOCABULARY;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/**
 * Every outcome's row: the merge of the owners' rows. Its type is every DomainCode, so an outcome a
 * module registered whose rows are not in VOCABULARY fails to compile here.
 */
export const ERROR_TABLE: ErrorTable = Object.assign(
  {},
  ...Object.values(VOCABULARY).map((owner) => owner.outcomes),
) as UnionToIntersection<(typeof VOCABULARY)[Owner]['outcomes']>;

/** Status, message and field errors of an outcome, in `locale` (the envelope's error handler uses it). */
export const describeOutcome = describeWith(ERROR_TABLE);

/** The whole message catalogue of `locale`: every owner's messages in one object (keys are unique, a test checks). */
export function catalogue(locale: Locale): Record<string, unknown> {
  return Object.assign({}, ...Object.values(VOCABULARY).map((owner) => owner.messages[locale]));
}
