import type { Locale } from '@lale/contracts';
import { describeWith, platformOutcomes, type ErrorTable } from './platform/error-table.ts';
import { platformMessages } from './platform/i18n.ts';
import { adminCmsMessages, adminCmsOutcomes } from './modules/admin-cms/index.ts';
import { authMessages, authOutcomes } from './modules/auth/index.ts';
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
import { sportsMessages, sportsOutcomes } from './modules/sports/index.ts';
import { verificationMessages, verificationOutcomes } from './modules/verification/index.ts';

/*
 * The API's vocabulary, merged: each module declares its outcomes, their rows and its messages in
 * `modules/<m>/outcomes.ts`; this file only lists them. It sits at src/ level because platform/ may not
 * import modules (ARCHITECTURE "A module's vocabulary"). The table's type names every outcome any module
 * registered, so a module's outcome whose rows are not listed here fails to compile; a module's own
 * `OutcomeRows` type fails it first when a row or a message is missing.
 */

/** Every outcome's row: the platform's and each module's (a new module adds its rows here). */
export const ERROR_TABLE: ErrorTable = {
  ...platformOutcomes,
  ...authOutcomes,
  ...verificationOutcomes,
  ...customerOutcomes,
  ...limitsOutcomes,
  ...bonusOutcomes,
  ...depositLimitsOutcomes,
  ...gameWalletOutcomes,
  ...casinoOutcomes,
  ...integrityOutcomes,
  ...notificationOutcomes,
  ...cmsOutcomes,
  ...adminCmsOutcomes,
  ...paymentsOutcomes,
  ...sportsOutcomes,
  ...originalsOutcomes,
};

/** Status, message and field errors of an outcome, in `locale` (the envelope's error handler uses it). */
export const describeOutcome = describeWith(ERROR_TABLE);

/** Every module's messages by owner (a new module adds its own here, beside its rows). */
export const MESSAGES = {
  platform: platformMessages,
  auth: authMessages,
  verification: verificationMessages,
  customer: customerMessages,
  limits: limitsMessages,
  bonus: bonusMessages,
  depositLimits: depositLimitsMessages,
  gameWallet: gameWalletMessages,
  casino: casinoMessages,
  integrity: integrityMessages,
  notification: notificationMessages,
  cms: cmsMessages,
  adminCms: adminCmsMessages,
  payments: paymentsMessages,
  sports: sportsMessages,
  originals: originalsMessages,
} as const;

/** The whole message catalogue of `locale`: every module's messages in one object (keys are unique). */
export function catalogue(locale: Locale): Record<string, unknown> {
  return Object.assign({}, ...Object.values(MESSAGES).map((messages) => messages[locale]));
}
