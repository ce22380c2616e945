import { z } from 'zod';
import { configSlice, isAddressOrCidr } from '../../platform/config.ts';
import { commaSeparated, emptyAsUndefined } from '../../platform/env-values.ts';

/*
 * The back office's settings (this module's slice; src/config.ts loads it).
 * - STAFF_ALLOWED_IPS: addresses or CIDRs staff may reach /api/admin from, comma separated; unset: any
 *   (the second factor still guards). Behind a proxy, set TRUST_PROXY so the address is the client's.
 * - BACKOFFICE_ORIGIN: the back office's own origin when it is served apart from the site (a same-site
 *   subdomain such as https://bo.example.com, so the SameSite=Strict cookie still travels); the API then
 *   allows credentialed calls from that origin only. Unset: the back office is served at /backoffice.
 */

const StaffEnvSchema = z.object({
  STAFF_ALLOWED_IPS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value) => commaSeparated(value ?? ''))
      .refine((entries) => entries.every(isAddressOrCidr), {
        message: 'must list IP addresses or CIDRs (e.g. 10.0.0.0/8,203.0.113.7), comma separated',
      }),
  ),
  BACKOFFICE_ORIGIN: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
});

export type StaffConfig = { allowedIps: string[]; backofficeOrigin: string | undefined };

/** STAFF_ALLOWED_IPS, BACKOFFICE_ORIGIN → `config.staff`. */
export const staffConfigSlice = configSlice(StaffEnvSchema, (e): StaffConfig => ({
  allowedIps: e.STAFF_ALLOWED_IPS,
  backofficeOrigin: e.BACKOFFICE_ORIGIN?.replace(/\/+$/, ''),
}));

declare module '../../platform/config.ts' {
  interface ModuleConfig {
    staff: StaffConfig;
  }
}
