import type { ProviderName } from '@lale/contracts';

/*
 * What a provider's launch adapter gets and gives (spec §7 launch calls). The adapter turns a game
 * session token (issued per launch by the game wallet) into the provider's launch: a URL for the play
 * frame, or (SoftGamings) an HTML block with an inline script.
 */

export type LaunchRequest = {
  token: string;
  playerId: number;
  game: { id: number; code: string; name: string; productId: number | null; system: string | null };
  language: 'tr' | 'en';
  mobile: boolean;
  /** Where the provider's own exit/lobby button should lead (http(s), from the site). */
  lobbyUrl: string | undefined;
  /** The session's currency (ISO 4217) and the player's country (ISO 3166-1 alpha-2). */
  currency: string;
  country: string;
  /** The player's address as the API saw it (providers check it against their geo rules). */
  ip: string;
};

export type LaunchTarget = { kind: 'url'; url: string } | { kind: 'html'; html: string };

export type LaunchAdapter = (request: LaunchRequest) => Promise<LaunchTarget>;

/** The adapters by provider; a provider without one is switched off (its games hidden). */
export type LaunchAdapters = Partial<Record<ProviderName, LaunchAdapter>>;

/** Issues a game session per launch (the game wallet implements it), bound to the site session launching it. */
export type GameSessionIssuer = {
  issueSession(input: {
    playerId: number;
    gameId: number;
    currencyId: number;
    siteSessionId: number;
  }): Promise<{ token: string }>;
};
