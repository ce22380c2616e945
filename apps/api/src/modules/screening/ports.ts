import type { ScreeningListEntry } from '@lale/contracts';

/*
 * The screening provider (DESIGN §10: every external party is an adapter behind a port). The sandbox
 * (sandbox.ts) plays one outside production with a small list of fictional people; a real provider
 * (a sanctions and PEP data vendor) is another adapter of this port. Without one, nobody is screened,
 * and the back office says so — screening is never pretended.
 */

/** Who is screened: the player as they signed up. */
export type ScreenedPerson = {
  givenNames: string;
  familyName: string;
  /** 'YYYY-MM-DD'; null when the player gave none (the fast sign-up asks none). */
  birthDate: string | null;
  /**
   * The country the player gave at sign-up (ISO alpha-2). The form asks one country; lists name a
   * nationality. Compared by a human (it is in the evidence), never decisive.
   */
  country: string | null;
  /** The Turkish national id (PersonalNo), when the player gave one. */
  nationalId: string | null;
};

export type ScreeningMatch = {
  entry: ScreeningListEntry;
  /** The name score, 0 to 1 (1: the same names after folding, in any order). */
  nameScore: number;
  /** What matched: a national id; names and the birth date, or the year; names alone (no birth date). */
  basis: 'national_id' | 'name_birth_date' | 'name_birth_year' | 'name_only';
  /** The reason in words, for the case's evidence. */
  reason: string;
};

/** The list the provider screens against: its version changes whenever an entry is added or changed. */
export type ScreeningList = { version: string; updatedAt: Date | null };

export interface ScreeningProvider {
  readonly name: string;
  /** The current list's version: a different one than last seen is a list update (everyone re-screened). */
  list(): Promise<ScreeningList>;
  /** The entries the person matches, with the list version they were screened against. */
  screen(
    person: ScreenedPerson,
    options: { minNameScore: number },
  ): Promise<{ listVersion: string; matches: ScreeningMatch[] }>;
}
