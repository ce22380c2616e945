import type { AuthForm, Locale } from '@lale/contracts';
import { pick } from '../../platform/localized.ts';
import type { AuthRepo } from './repo.ts';

export function createAuthService(repo: AuthRepo) {
  return {
    /** Data for the sign-up form: countries by name in the reader's alphabet (Ç after C, İ after I). */
    async getForm(locale: Locale): Promise<AuthForm> {
      const collator = new Intl.Collator(locale);
      const rows = await repo.listCountries();
      const countries = rows.map((row) => ({ id: row.id, name: pick(row.name, locale) }));
      // Sorted here rather than in SQL: PGlite has no ICU collations, and the order must not depend on the engine.
      countries.sort((a, b) => collator.compare(a.name, b.name));
      return { countries };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
