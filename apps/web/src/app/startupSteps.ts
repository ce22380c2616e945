import type { Bootstrap, Locale } from '@lale/contracts';
import { siteOptionsFrom, useSiteSettings } from '../lib/siteSettings.ts';

/*
 * The parallel second phase of spec §4 start-up. Each step is independent: one failing must not stop
 * the others, so they run under allSettled. Steps whose endpoint or feature does not exist yet are
 * listed in PENDING_STEPS and get their hook here when their issue lands.
 */
export type StartupContext = { bootstrap: Bootstrap | null; language: Locale };
export type StartupStep = { name: string; run: (context: StartupContext) => void | Promise<void> };

/**
 * Settings read from the bootstrap alone (spec §4's languages, site settings and domains). They make no
 * call, so they do not wait for the fingerprint: start-up applies them before the first render, so the
 * footer, the sign-up variant and the top banner are right in the first paint instead of popping in
 * (a layout shift) once the fingerprint is known.
 */
export const BOOTSTRAP_STEPS: readonly StartupStep[] = [
  {
    name: 'languages',
    run: ({ bootstrap }) => useSiteSettings.setState({ languages: bootstrap?.languageList ?? [] }),
  },
  {
    name: 'site settings',
    run: ({ bootstrap }) => useSiteSettings.setState({ options: siteOptionsFrom(bootstrap?.siteOption) }),
  },
  {
    name: 'domains',
    run: ({ bootstrap }) =>
      useSiteSettings.setState({
        domains: {
          current: bootstrap?.domainStatus?.current ?? null,
          next: bootstrap?.domainStatus?.next ?? null,
        },
      }),
  },
];

/** Steps that call the server and so go after the fingerprint; the pending ones join here. */
export const LATER_STEPS: readonly StartupStep[] = [];

/**
 * Still to come, each with its own issue:
 * - casino: categories and favourites (POST casino/categorygames);
 * - trial bonus amount: GET bonus/trialbonusamount (success:false reloads the page, network error goes on);
 * - jackpots: bootstrap egtJackpotCards (High Cash, Clover Chance) and GET casino/eqyptquest;
 * - icon files for the side menu.
 */
// Notifications are not a start-up step: features/notifications fetches them whenever a session exists
// (page load while logged in, or right after login).
export const PENDING_STEPS = ['casino', 'trial bonus', 'jackpots', 'icons'] as const;

export async function runLaterSteps(
  context: StartupContext,
  steps: readonly StartupStep[] = LATER_STEPS,
): Promise<PromiseSettledResult<void>[]> {
  return Promise.allSettled(steps.map(async (step) => step.run(context)));
}
