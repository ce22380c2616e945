import { type OutcomeRows, refusal, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue } from '../../platform/i18n.ts';

/* The dashboard's and the reports' refusals. */

export type ReportsOutcome =
  | { code: 'ReportsCurrencyUnknown' }
  /** The range's first day is after its last. */
  | { code: 'ReportsRangeReversed' }
  /** The range covers more than `maxDays` days. */
  | { code: 'ReportsRangeTooLong'; maxDays: number }
  /** A provider statement (reconciliation) that is not our column layout; `line` is 1-based, 0: the file. */
  | { code: 'StatementInvalid'; line: number; problem: StatementProblem }
  /** A statement or a re-run for a UTC day that is not over yet. */
  | { code: 'ReconciliationDayOpen' };

/** What is wrong with a statement, a word per rule (reconciliation/statement.ts). */
export type StatementProblem = 'header' | 'columns' | 'currency' | 'amount' | 'duplicate' | 'empty';

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    reports: ReportsOutcome;
  }
}

export type ReportsCatalogue = {
  reportsCurrencyUnknown: string;
  reportsRangeReversed: string;
  reportsRangeTooLong: (maxDays: number) => string;
  statementInvalid: (line: number, problem: StatementProblem) => string;
  reconciliationDayOpen: string;
};

const STATEMENT_PROBLEMS: Record<'tr' | 'en', Record<StatementProblem, string>> = {
  tr: {
    header: 'ilk satır "currency,bets,wins,refunds,transactions" olmalı',
    columns: 'beş sütun olmalı',
    currency: 'böyle bir para birimi yok',
    amount: 'tutarlar küçük birimde (kuruş) negatif olmayan tam sayı olmalı',
    duplicate: 'bu para birimi bir kez yazılmalı',
    empty: 'dosya boş',
  },
  en: {
    header: 'the first line must be "currency,bets,wins,refunds,transactions"',
    columns: 'it must have five columns',
    currency: 'there is no such currency',
    amount: 'amounts must be non-negative whole numbers of minor units',
    duplicate: 'a currency may appear once',
    empty: 'the file is empty',
  },
};

export const reportsMessages: Catalogue<ReportsCatalogue> = {
  tr: {
    reportsCurrencyUnknown: 'Böyle bir para birimi yok.',
    reportsRangeReversed: 'Bitiş günü başlangıç gününden önce olamaz.',
    reportsRangeTooLong: (maxDays) => `Bir rapor en fazla ${maxDays} günü kapsar.`,
    statementInvalid: (line, problem) =>
      line === 0
        ? `Ekstre okunamadı: ${STATEMENT_PROBLEMS.tr[problem]}.`
        : `Ekstrenin ${line}. satırı okunamadı: ${STATEMENT_PROBLEMS.tr[problem]}.`,
    reconciliationDayOpen: 'Bu gün (UTC) henüz bitmedi.',
  },
  en: {
    reportsCurrencyUnknown: 'There is no such currency.',
    reportsRangeReversed: 'The last day cannot be before the first.',
    reportsRangeTooLong: (maxDays) => `A report covers at most ${maxDays} days.`,
    statementInvalid: (line, problem) =>
      line === 0
        ? `The statement cannot be read: ${STATEMENT_PROBLEMS.en[problem]}.`
        : `Line ${line} of the statement cannot be read: ${STATEMENT_PROBLEMS.en[problem]}.`,
    reconciliationDayOpen: 'This day (UTC) is not over yet.',
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
  StatementInvalid: ({ line, problem }, locale) => {
    const message = messages(locale).statementInvalid(line, problem);
    return refusal(400, message, { csv: message });
  },
  ReconciliationDayOpen: aboutField(409, 'day', 'reconciliationDayOpen'),
};
