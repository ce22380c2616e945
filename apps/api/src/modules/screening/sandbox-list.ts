import type { ScreeningListEntry } from '@lale/contracts';

/*
 * The sandbox's seeded list (issue #26): fictional people only — invented names, dates and ids, lists
 * named "(sandbox)" — spread over what matching must handle: Turkish i's and accents, a list that
 * writes the family name first, a birth year without the day, a PEP without a birth date, a national
 * id, foreign letters. Testers add more through the back office (outside production), each addition a
 * list update. Never used in production: the sandbox is not mounted there.
 */

/** When the seeded list was "published": the version's date until a tester adds an entry. */
export const SANDBOX_SEED_PUBLISHED = new Date('2026-01-15T00:00:00Z');
export const SANDBOX_SEED_VERSION = 'sandbox-2026.01';

const SANCTIONS = 'Consolidated sanctions list (sandbox)';
const PEPS = 'Politically exposed persons (sandbox)';

export const SANDBOX_SEED_ENTRIES: readonly ScreeningListEntry[] = [
  {
    id: 'SBX-0001',
    listName: SANCTIONS,
    category: 'sanctions',
    fullName: 'Kemalettin Doğanyürek',
    birthDate: '1968-03-14',
    birthYear: null,
    nationality: 'TR',
    nationalId: null,
  },
  {
    id: 'SBX-0002',
    listName: SANCTIONS,
    category: 'sanctions',
    // Written as many lists do: family name first, capitals (the dotted İ and the dotless I).
    fullName: 'IŞIKGÖREN İsmihan',
    birthDate: '1975-11-02',
    birthYear: null,
    nationality: 'TR',
    nationalId: null,
  },
  {
    id: 'SBX-0003',
    listName: SANCTIONS,
    category: 'sanctions',
    fullName: 'Valeriu Zmeevschi-Dorogan',
    birthDate: null,
    birthYear: 1959,
    nationality: 'MD',
    nationalId: null,
  },
  {
    id: 'SBX-0004',
    listName: SANCTIONS,
    category: 'sanctions',
    fullName: 'Haldun Çakırbeyli',
    birthDate: '1981-07-30',
    birthYear: null,
    nationality: 'TR',
    nationalId: '31898765432',
  },
  {
    id: 'SBX-0005',
    listName: PEPS,
    category: 'pep',
    fullName: 'Nurseli Gökdemiroğlu',
    birthDate: '1963-05-21',
    birthYear: null,
    nationality: 'TR',
    nationalId: null,
  },
  {
    id: 'SBX-0006',
    listName: PEPS,
    category: 'pep',
    fullName: 'Søren Østergaard-Blåhøj',
    birthDate: '1970-01-09',
    birthYear: null,
    nationality: 'DK',
    nationalId: null,
  },
  {
    id: 'SBX-0007',
    listName: PEPS,
    category: 'pep',
    // A PEP the list gives no birth date for: an exact name alone matches.
    fullName: 'Tahsin Berkarslanoğlu',
    birthDate: null,
    birthYear: null,
    nationality: 'TR',
    nationalId: null,
  },
];
