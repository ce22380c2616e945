import type { GameRoundView, GameState, RevealedSeedPair, SeedPairView } from '@lale/contracts';
import type { Lang } from './env.ts';

/*
 * The game page protocol (contracts/originals.ts): POST /api/originals/game/<call> with the launch's
 * game session in the body, answered in the envelope {success, message, data}. A refusal (4xx,
 * success false) becomes a GameApiError carrying the server's message, in the player's language (the
 * x-locale header), for the page to show as it is. Types only from @lale/contracts: its schemas would
 * bring zod into every game's bundle.
 */

/** contracts' ORIGINALS_GAME_PATH and HEADER_LOCALE (test/api.test.ts holds them equal). */
export const GAME_PATH = '/api/originals/game';
export const LOCALE_HEADER = 'x-locale';

export type { GameState, SeedPairView, RevealedSeedPair };

/** A round as the page sees it, with the game's own choices and outcome types. */
export type Round<Outcome, Choices = unknown> = Omit<GameRoundView, 'outcome' | 'choices'> & {
  outcome: Outcome;
  choices: Choices;
};

export type PlayResult<Outcome, Choices = unknown> = { round: Round<Outcome, Choices>; balance: number };
export type RotateResult = { revealed: RevealedSeedPair | null; active: SeedPairView };

export class GameApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status, 0 when the server was not reached. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'GameApiError';
  }
}

type FieldErrors = { errors: Record<string, string> };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The message a refusal shows: the server's, with its first field problem when it names one. */
function refusalMessage(body: Record<string, unknown>, fallback: string): string {
  const message = typeof body.message === 'string' && body.message ? body.message : fallback;
  const data = body.data;
  if (isRecord(data) && isRecord((data as FieldErrors).errors)) {
    const first = Object.values((data as FieldErrors).errors).find((text) => typeof text === 'string');
    if (first && first !== message) return `${message} ${first}`;
  }
  return message;
}

/** An answer's data, or the GameApiError its refusal (or garbled answer) is. */
export async function readEnvelope<T>(response: Response, fallback: string): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new GameApiError(fallback, response.status);
  }
  if (!isRecord(body)) throw new GameApiError(fallback, response.status);
  if (!response.ok || body.success !== true)
    throw new GameApiError(refusalMessage(body, fallback), response.status);
  return body.data as T;
}

export type GameApi = {
  state(): Promise<GameState>;
  play<Outcome, Choices>(stake: number, choices: Choices): Promise<PlayResult<Outcome, Choices>>;
  move<Outcome>(roundId: string, move: unknown): Promise<PlayResult<Outcome>>;
  cashOut<Outcome>(roundId: string): Promise<PlayResult<Outcome>>;
  rotate(clientSeed?: string): Promise<RotateResult>;
};

export type GameApiOptions = {
  session: string;
  lang: Lang;
  /** What to say when the server cannot be reached or answers nonsense. */
  unreachable: string;
  fetch?: typeof fetch;
};

/** One call of a game's protocol: POST `<base>/<name>` with the session, the envelope read. */
export type SessionCall = <T>(name: string, body?: Record<string, unknown>) => Promise<T>;

/**
 * The calls every Lale Original's page makes (the instant games', the crash game's, the draws'): a POST
 * under `base` carrying the launch's game session and the player's language, answered in the envelope;
 * a refusal or an unreachable server becomes a GameApiError with a message to show.
 */
export function createSessionCall(
  base: string,
  { session, lang, unreachable, fetch: send = (...args) => fetch(...args) }: GameApiOptions,
): SessionCall {
  return async <T>(name: string, body: Record<string, unknown> = {}): Promise<T> => {
    let response: Response;
    try {
      response = await send(`${base}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', [LOCALE_HEADER]: lang },
        body: JSON.stringify({ session, ...body }),
        credentials: 'same-origin',
      });
    } catch {
      throw new GameApiError(unreachable, 0);
    }
    return readEnvelope<T>(response, unreachable);
  };
}

export function createGameApi(options: GameApiOptions): GameApi {
  const call = createSessionCall(GAME_PATH, options);
  return {
    state: () => call('state', {}),
    play: (stake, choices) => call('play', { stake, choices }),
    move: (roundId, move) => call('move', { roundId, move }),
    cashOut: (roundId) => call('cashout', { roundId }),
    rotate: (clientSeed) => call('rotate', clientSeed === undefined ? {} : { clientSeed }),
  };
}
