import { type OutcomeRows, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue, dateTimeWithYear } from '../../platform/i18n.ts';

/*
 * Safer play's words: what taking a time-out or a self-exclusion answers. Its refusals are elsewhere: a
 * stake's in modules/integrity (the wager gate), a sign-in's in modules/auth.
 */

export type SaferPlayOutcome = never;

export type SaferPlayCatalogue = {
  timeOutTaken: (until: Date) => string;
  selfExclusionTaken: (until: Date) => string;
};

export const saferPlayMessages: Catalogue<SaferPlayCatalogue> = {
  tr: {
    timeOutTaken: (until) =>
      `Molanız başladı: ${dateTimeWithYear('tr', until)} (TSİ) tarihine kadar giriş yapamaz ve bahis alamazsınız. Açık oturumlarınız kapatıldı.`,
    selfExclusionTaken: (until) =>
      `Kendinizi ${dateTimeWithYear('tr', until)} (TSİ) tarihine kadar oyundan dışladınız. Açık oturumlarınız kapatıldı; bu süre kısaltılamaz.`,
  },
  en: {
    timeOutTaken: (until) =>
      `Your time-out has begun: you cannot sign in or bet until ${dateTimeWithYear('en', until)} (Türkiye time). Your open sessions have been ended.`,
    selfExclusionTaken: (until) =>
      `You have excluded yourself from play until ${dateTimeWithYear('en', until)} (Türkiye time). Your open sessions have been ended; this cannot be shortened.`,
  },
};

const words = wordsOf(saferPlayMessages);

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;

export const saferPlayOutcomes: OutcomeRows<SaferPlayOutcome> = {};
