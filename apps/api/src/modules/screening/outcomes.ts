import { type OutcomeRows, wordsOf } from '../../platform/error-table.ts';
import type { Catalogue } from '../../platform/i18n.ts';

/* Sanctions and PEP screening's words (issue #26): the back office's screening reads and sandbox list. */

export type ScreeningOutcome =
  /** The back office: no such player. */
  { code: 'ScreeningPlayerNotFound' };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    screening: ScreeningOutcome;
  }
}

export type ScreeningCatalogue = {
  screeningPlayerNotFound: string;
  screeningSandboxEntryAdded: string;
};

export const screeningMessages: Catalogue<ScreeningCatalogue> = {
  tr: {
    screeningPlayerNotFound: 'Böyle bir oyuncu yok.',
    screeningSandboxEntryAdded:
      'Kayıt sandbox listesine eklendi; bir sonraki taramada tüm oyuncular yeniden taranır.',
  },
  en: {
    screeningPlayerNotFound: 'There is no such player.',
    screeningSandboxEntryAdded:
      'The entry is on the sandbox list; every player is screened again at the next sweep.',
  },
};

const words = wordsOf(screeningMessages);

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;
const { plain } = words;

export const screeningOutcomes: OutcomeRows<ScreeningOutcome> = {
  ScreeningPlayerNotFound: plain(404, 'screeningPlayerNotFound'),
};
