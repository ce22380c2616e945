import { type OutcomeRows, refusal, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue } from '../../platform/i18n.ts';

/* The dashboard's and the reports' refusals. */

export type ReportsOutcome =
  | { code: 'ReportsCurrencyUnknown' }
  /** The range's first day is after its last. */
  | { code: 'ReportsRangeReversed' }
  /** The range covers more than `maxDays` days. */
  | { code: 'ReportsRangeTooLong'; maxDays: number };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    reports: ReportsOutcome;
  }
}

export type ReportsCatalogue = {
  reportsCurrencyUnknown: string;
  reportsRangeReversed: string;
  reportsRangeTooLong: (maxDays: number) => string;
};

export const reportsMessages: Catalogue<ReportsCatalogue> = {
  tr: {
    reportsCurrencyUnknown: 'Böyle bir para birimi yok.',
    reportsRangeReversed: 'Bitiş günü başlangıç gününden önce olamaz.',
    reportsRangeTooLong: (maxDays) => `Bir rapor en fazla ${maxDays} günü kapsar.`,
  },
  en: {
    reportsCurrencyUnknown: 'There is no such currency.',
    reportsRangeReversed: 'The last day cannot be before the first.',
    reportsRangeTooLong: (maxDays) => `A report covers at most ${maxDays} days.`,
  },
};

const { aboutField, messages } = wordsOf(reportsMessages);

export const reportsOutcomes: OutcomeRows<ReportsOutcome> = {
  ReportsCurrencyUnknown: aboutField(400, 'currency', 'reportsCurrencyUnknown'),
  ReportsRangeReversed: aboutField(400, 'to', 'reportsRangeReversed'),
  ReportsRangeTooLong: ({ maxDays }, locale) => {
    const message = messages(locale).reportsRangeTooLong(maxDays);
    return refusal(400, message, { from: message });
  },
};
