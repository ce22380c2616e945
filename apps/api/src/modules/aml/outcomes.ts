import type { AmlCaseStatus } from '@lale/contracts';
import { type OutcomeRows, refusal, wordsOf } from '../../platform/error-table.ts';
import type { Catalogue } from '../../platform/i18n.ts';

/* AML monitoring's words (issue #26): the back office's case queue and rules. */

export type AmlOutcome =
  /** No such case. */
  | { code: 'AmlCaseNotFound' }
  /** A decision on a case already decided for good (cleared, closed, reported), or the one it has. */
  | { code: 'AmlCaseDecided'; status: AmlCaseStatus }
  /** A rule's parameters outside what the rule accepts: `problems` names them. */
  | { code: 'AmlRuleParamsInvalid'; problems: string }
  /** A euro rate for a currency the platform does not have. */
  | { code: 'AmlCurrencyNotFound' }
  /** Taking a case another staff member holds (only aml.approve gives a case away). */
  | { code: 'AmlCaseTaken' }
  /** Giving a case to someone who is not an active staff member allowed to see AML cases. */
  | { code: 'AmlAssigneeInvalid' };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    aml: AmlOutcome;
  }
}

const STATUS_WORDS: Catalogue<Record<AmlCaseStatus, string>> = {
  tr: {
    open: 'açık',
    cleared: 'temize çıkarıldı',
    documents_requested: 'belge istendi',
    restricted: 'kısıtlandı',
    closed: 'kapatıldı',
    reported: 'bildirildi',
  },
  en: {
    open: 'open',
    cleared: 'cleared',
    documents_requested: 'waiting for documents',
    restricted: 'restricted',
    closed: 'closed',
    reported: 'reported',
  },
};

export type AmlCatalogue = {
  amlCaseNotFound: string;
  amlCaseDecided: (status: AmlCaseStatus) => string;
  amlRuleParamsInvalid: (problems: string) => string;
  amlNoteAdded: string;
  amlCaseDecidedNow: (status: AmlCaseStatus) => string;
  amlRuleSaved: string;
  amlCurrencyNotFound: string;
  amlRateSaved: string;
  amlCaseTaken: string;
  amlAssigneeInvalid: string;
  amlCaseAssigned: (assignee: string | null) => string;
};

export const amlMessages: Catalogue<AmlCatalogue> = {
  tr: {
    amlCaseNotFound: 'Böyle bir AML vakası yok.',
    amlCaseDecided: (status) =>
      `Bu vaka zaten karara bağlandı (${STATUS_WORDS.tr[status]}); yeni karar verilemez.`,
    amlRuleParamsInvalid: (problems) => `Kuralın şu parametreleri geçersiz: ${problems}.`,
    amlNoteAdded: 'Not eklendi.',
    amlCaseDecidedNow: (status) => `Vaka karara bağlandı: ${STATUS_WORDS.tr[status]}.`,
    amlRuleSaved: 'Kural kaydedildi.',
    amlCurrencyNotFound: 'Böyle bir para birimi yok.',
    amlRateSaved: 'Euro kuru kaydedildi.',
    amlCaseTaken: 'Bu vaka başka bir personelde; yalnızca onay yetkisi olan biri devredebilir.',
    amlAssigneeInvalid: 'Vaka yalnızca AML vakalarını görebilen etkin bir personele verilebilir.',
    amlCaseAssigned: (assignee) =>
      assignee === null ? 'Vaka kimseye atanmamış.' : `Vaka ${assignee} adlı personele atandı.`,
  },
  en: {
    amlCaseNotFound: 'There is no such AML case.',
    amlCaseDecided: (status) =>
      `This case is already decided (${STATUS_WORDS.en[status]}); no new decision can be taken.`,
    amlRuleParamsInvalid: (problems) => `These parameters of the rule are not valid: ${problems}.`,
    amlNoteAdded: 'The note has been added.',
    amlCaseDecidedNow: (status) => `The case is decided: ${STATUS_WORDS.en[status]}.`,
    amlRuleSaved: 'The rule has been saved.',
    amlCurrencyNotFound: 'There is no such currency.',
    amlRateSaved: 'The euro rate has been saved.',
    amlCaseTaken: 'Another staff member holds this case; only someone who may approve can reassign it.',
    amlAssigneeInvalid: 'A case can only be given to an active staff member who may see AML cases.',
    amlCaseAssigned: (assignee) =>
      assignee === null ? 'The case is now unassigned.' : `The case is now assigned to ${assignee}.`,
  },
};

const words = wordsOf(amlMessages);

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;
const { plain } = words;

export const amlOutcomes: OutcomeRows<AmlOutcome> = {
  AmlCaseNotFound: plain(404, 'amlCaseNotFound'),
  AmlCurrencyNotFound: plain(404, 'amlCurrencyNotFound'),
  AmlCaseTaken: plain(409, 'amlCaseTaken'),
  AmlAssigneeInvalid: (_outcome, locale) => {
    const message = messages(locale).amlAssigneeInvalid;
    return refusal(400, message, { staffId: message });
  },
  AmlCaseDecided: ({ status }, locale) => refusal(409, messages(locale).amlCaseDecided(status)),
  AmlRuleParamsInvalid: ({ problems }, locale) => {
    const message = messages(locale).amlRuleParamsInvalid(problems);
    return refusal(400, message, { params: message });
  },
};
