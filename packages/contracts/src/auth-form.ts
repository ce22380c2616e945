import { z } from 'zod';

/** GET /api/auth/form → data.countries (spec §3 "Form data"); 'Türkiye' is preselected by the site. */
export const CountrySchema = z.object({ id: z.number().int(), name: z.string() });
export const AuthFormSchema = z.object({ countries: z.array(CountrySchema) });
export const DEFAULT_COUNTRY_NAME = 'Türkiye';

export type Country = z.infer<typeof CountrySchema>;
export type AuthForm = z.infer<typeof AuthFormSchema>;
