import { z } from 'zod';
import type { ApiEndpointKey } from './api-paths.ts';
import type { ProviderName } from './casino.ts';
import { envelope } from './envelope.ts';
import { LaunchPlatformSchema } from './enums.ts';
import { LocaleSchema } from './locale.ts';
import { gameCodeRule, int32Rule, storableTextCheck } from './rules.ts';

/*
 * Game launch calls (spec §7 casino/*launchurl). Each provider has its own payload; all answer with a
 * string in data: a URL for the play frame, or for SoftGamings an HTML block with an inline script.
 */

const gameCode = gameCodeRule;

/** A URL string answer (play-frame source). */
export const LaunchUrlResponseSchema = envelope(z.url({ protocol: /^https?$/ }));
export type LaunchUrlResponse = z.infer<typeof LaunchUrlResponseSchema>;

// POST casino/pragmaticlaunchurl {code}
export const PragmaticLaunchUrlRequestSchema = z.object({ code: gameCode });
export const PragmaticLaunchUrlResponseSchema = LaunchUrlResponseSchema;
// POST casino/dtlaunchurl {code}
export const DtLaunchUrlRequestSchema = z.object({ code: gameCode });
export const DtLaunchUrlResponseSchema = LaunchUrlResponseSchema;
// POST casino/emlaunchurl {code, productId}
export const EmLaunchUrlRequestSchema = z.object({ code: gameCode, productId: int32Rule });
export const EmLaunchUrlResponseSchema = LaunchUrlResponseSchema;
// POST casino/amusnetlaunchurl {code, isMobile}
export const AmusnetLaunchUrlRequestSchema = z.object({ code: gameCode, isMobile: z.boolean() });
export const AmusnetLaunchUrlResponseSchema = LaunchUrlResponseSchema;

/**
 * POST casino/egtlaunchurl and casino/hub88launchurl. lobbyUrl is where the provider's exit button
 * returns to; only http(s) so a launch can't be turned into a javascript: redirect.
 */
export const EgtLaunchUrlRequestSchema = z.object({
  platform: LaunchPlatformSchema,
  gameCode,
  language: LocaleSchema,
  lobbyUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .check(storableTextCheck),
});
export const EgtLaunchUrlResponseSchema = LaunchUrlResponseSchema;
export const Hub88LaunchUrlRequestSchema = EgtLaunchUrlRequestSchema;
export const Hub88LaunchUrlResponseSchema = LaunchUrlResponseSchema;

/** POST casino/softgamingslaunchurl {system, pageCode, isMobile 1|0} → data: HTML with an inline script. */
export const SoftGamingsLaunchUrlRequestSchema = z.object({
  system: gameCodeRule,
  pageCode: gameCode,
  isMobile: z.union([z.literal(1), z.literal(0)]),
});
export const SoftGamingsLaunchUrlResponseSchema = envelope(z.string().min(1));

// POST casino/originalslaunchurl {code, isMobile} (not in spec §7): a Lale Originals game (issue #12).
export const OriginalsLaunchUrlRequestSchema = z.object({ code: gameCode, isMobile: z.boolean() });
export const OriginalsLaunchUrlResponseSchema = LaunchUrlResponseSchema;

export type OriginalsLaunchUrlRequest = z.infer<typeof OriginalsLaunchUrlRequestSchema>;
export type PragmaticLaunchUrlRequest = z.infer<typeof PragmaticLaunchUrlRequestSchema>;
export type DtLaunchUrlRequest = z.infer<typeof DtLaunchUrlRequestSchema>;
export type EmLaunchUrlRequest = z.infer<typeof EmLaunchUrlRequestSchema>;
export type AmusnetLaunchUrlRequest = z.infer<typeof AmusnetLaunchUrlRequestSchema>;
export type EgtLaunchUrlRequest = z.infer<typeof EgtLaunchUrlRequestSchema>;
export type Hub88LaunchUrlRequest = z.infer<typeof Hub88LaunchUrlRequestSchema>;
export type SoftGamingsLaunchUrlRequest = z.infer<typeof SoftGamingsLaunchUrlRequestSchema>;
export type SoftGamingsLaunchUrlResponse = z.infer<typeof SoftGamingsLaunchUrlResponseSchema>;

/**
 * Which call launches a game of each provider (spec §7 "Provider is chosen by providerName").
 * dt = Digitain and em = EveryMatrix, by the paths' abbreviations.
 */
export const LAUNCH_ENDPOINT_BY_PROVIDER = {
  SoftGamings: 'casinoSoftGamingsLaunchUrl',
  Hub88: 'casinoHub88LaunchUrl',
  'Egt Digital': 'casinoEgtLaunchUrl',
  Amusnet: 'casinoAmusnetLaunchUrl',
  'Pragmatic Play': 'casinoPragmaticLaunchUrl',
  EveryMatrix: 'casinoEmLaunchUrl',
  Digitain: 'casinoDtLaunchUrl',
  'Lale Originals': 'casinoOriginalsLaunchUrl',
} as const satisfies Record<ProviderName, ApiEndpointKey>;
