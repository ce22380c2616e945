import { type OutcomeRows, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue } from '../../platform/i18n.ts';

/* The dashboard's refusals. */

export type ReportsOutcome = { code: 'ReportsCurrencyUnknown' };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    reports: ReportsOutcome;
  }
}

export type ReportsCatalogue = { reportsCurrencyUnknown: string };

export const reportsMessages: Catalogue<ReportsCatalogue> = {
  tr: { reportsCurrencyUnknown: 'Böyle bir para birimi yok.' },
  en: { reportsCurrencyUnknown: 'There is no such currency.' },
};

const { aboutField } = wordsOf(reportsMessages);

export const reportsOutcomes: OutcomeRows<ReportsOutcome> = {
  ReportsCurrencyUnknown: aboutField(400, 'currency', 'reportsCurrencyUnknown'),
};
