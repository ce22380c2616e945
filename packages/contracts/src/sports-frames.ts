/*
 * The two providers whose sportsbook frames the site embeds (spec §1 "two provider feeds", §2 routes
 * /spor/<name> and /livespor/<name>, the Sports Bettings menu's 'High Rate' entries). Zod-free: the
 * site's first page reads it.
 */
export const SPORTS_FRAME_PROVIDERS = ['fcg', 'betco'] as const;
export type SportsFrameProvider = (typeof SPORTS_FRAME_PROVIDERS)[number];

/** Which page of the provider's sportsbook the frame opens (the site's /spor/<name> or /livespor/<name>). */
export type SportsFrameView = 'prematch' | 'live';
