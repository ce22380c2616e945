import {
  DEFAULT_SAFER_PLAY_PROFILE,
  REALITY_CHECK_INTERVALS,
  SAFER_PLAY_PRESETS,
  SaferPlaySettingsSchema,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type AdminSaferPlaySettings,
  type SaferPlaySettings,
} from '@lale/contracts';
import type { DbExecutor } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { SaferPlayRepo } from './repo.ts';

/*
 * The operator's safer-play rules (issue #26): time-out and self-exclusion periods offered, the
 * cooling-off of a limit's loosening and of a self-exclusion's end, the reality checks offered and their
 * default, the withdraw-only session. One row; before the operator saves one, the default profile's
 * preset (UKGC). Bounds: contracts' SaferPlaySettingsSchema, checked here again for every caller (the
 * route's validation is only the HTTP door), and by the table's checks.
 *
 * Read from the database at each use, never cached: every read is one primary-key row, and the rules are
 * read by rare calls (taking a restriction, a limit's change, sign-in, the safer-play page), never
 * inside a stake. So a change holds at once on every API process, with no restart and no window in
 * which two processes disagree (as the SMS prefixes, ARCHITECTURE "Abuse limits").
 */

export type SettingsDeps = {
  repo: Pick<SaferPlayRepo, 'settings' | 'saveSettings'>;
  clock: Clock;
  staffNames: (ids: readonly number[]) => Promise<Map<number, string>>;
};

/** Keeps each list in its contract's order, so the site and the audit show them alike. */
function normalised(settings: SaferPlaySettings): SaferPlaySettings {
  return {
    ...settings,
    timeOutPeriods: TIME_OUT_PERIODS.filter((p) => settings.timeOutPeriods.includes(p)),
    selfExclusionPeriods: SELF_EXCLUSION_PERIODS.filter((p) => settings.selfExclusionPeriods.includes(p)),
    realityCheckIntervals: REALITY_CHECK_INTERVALS.filter((m) => settings.realityCheckIntervals.includes(m)),
  };
}

export function createSaferPlaySettings({ repo, clock, staffNames }: SettingsDeps) {
  /** The rules in force now (in the caller's transaction when it passes one). */
  async function current(executor?: DbExecutor): Promise<SaferPlaySettings> {
    return (await repo.settings(executor))?.settings ?? SAFER_PLAY_PRESETS[DEFAULT_SAFER_PLAY_PROFILE];
  }

  async function adminView(): Promise<AdminSaferPlaySettings> {
    const stored = await repo.settings();
    const staffId = stored?.updatedByStaffId ?? null;
    const names = staffId === null ? new Map<number, string>() : await staffNames([staffId]);
    return {
      settings: stored?.settings ?? SAFER_PLAY_PRESETS[DEFAULT_SAFER_PLAY_PROFILE],
      updatedAt: stored?.updatedAt.toISOString() ?? null,
      updatedBy: staffId === null ? null : (names.get(staffId) ?? `#${staffId}`),
      presets: { ...SAFER_PLAY_PRESETS },
    };
  }

  return {
    current,
    adminView,

    /** Saves the operator's rules; anything outside the bounds is refused and nothing changes. */
    async save(input: unknown, staffId: number): Promise<AdminSaferPlaySettings> {
      const parsed = SaferPlaySettingsSchema.safeParse(input);
      if (!parsed.success) {
        const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? 'settings')))];
        throw refuse({ code: 'SaferPlaySettingsInvalid', fields });
      }
      await repo.saveSettings(normalised(parsed.data), staffId, clock.now());
      return adminView();
    },
  };
}

export type SaferPlaySettingsService = ReturnType<typeof createSaferPlaySettings>;
