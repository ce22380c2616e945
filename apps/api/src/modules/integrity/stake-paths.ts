/*
 * The registry of stake paths (issue #23): every way money can be staked on this platform, named, with
 * the protocol that answers a refusal and how the path reaches the wager gate. The gate takes a path's
 * name on every call and refuses a subject of another kind than the registry says, so a path cannot
 * reach it half-identified; the tests walk this list (a new path without a test fails them).
 *
 * Subjects:
 * - `game_session`: the stake names the launch (Hub88's token, Amusnet's SessionId bound to it by its
 *   AuthRequest, the Originals pages' session): that launch
 *   must be live, and with it the site session that launched it.
 * - `player_game`: the stake names only the player and the game (Pragmatic's bet.html carries no token):
 *   the player must hold a live launch of that game.
 * - `site_session`: the stake is made with the site's session (our sportsbook) or a token bound to it
 *   (the sportsbook frames): that session must be live.
 */

export type StakeSubjectKind = 'game_session' | 'player_game' | 'site_session';

export type StakePath = {
  /** Who answers a refusal, in its own codes. */
  protocol:
    | 'hub88'
    | 'pragmatic'
    | 'softgamings'
    | 'amusnet'
    | 'digitain'
    | 'everymatrix'
    | 'originals'
    | 'sports-frames'
    | 'site';
  subject: StakeSubjectKind;
  /** How the stake reaches the gate. */
  reaches: string;
  /** Whether the stake is on a casino game (so the provider's and the game's switches apply). */
  casino: boolean;
};

export const STAKE_PATHS = {
  'hub88.bet': {
    protocol: 'hub88',
    subject: 'game_session',
    casino: true,
    reaches:
      'POST /api/providers/hub88/transaction/bet → GameWalletService.bet, inside its transaction, with the token’s game session',
  },
  'pragmatic.bet': {
    protocol: 'pragmatic',
    subject: 'player_game',
    casino: true,
    reaches:
      'POST /api/providers/pragmatic/bet.html → GameWalletService.bet, inside its transaction, with the player and game (no token)',
  },
  'softgamings.debit': {
    protocol: 'softgamings',
    subject: 'game_session',
    casino: true,
    reaches:
      'POST /api/providers/softgamings/wallet (type debit, no i_rollback) → GameWalletService.bet, inside its transaction, with the i_extparam launch',
  },
  'amusnet.withdraw': {
    protocol: 'amusnet',
    subject: 'game_session',
    casino: true,
    reaches:
      'POST /api/providers/amusnet (WithdrawRequest, WithdrawAndDepositRequest) → GameWalletService.bet, inside its transaction, with the launch its SessionId was bound to by AuthRequest',
  },
  'digitain.bet': {
    protocol: 'digitain',
    subject: 'game_session',
    casino: true,
    reaches:
      'POST /api/providers/digitain/{bet,betwin} → GameWalletService.bet per item, inside its transaction, with the item token’s game session',
  },
  'everymatrix.wager': {
    protocol: 'everymatrix',
    subject: 'game_session',
    casino: true,
    reaches:
      'POST /api/providers/everymatrix/wallet (Request Wager) → GameWalletService.bet, inside its transaction, with the SessionId’s game session',
  },
  'originals.play': {
    protocol: 'originals',
    subject: 'game_session',
    casino: true,
    reaches:
      'POST /api/originals/game/play → RoundRunner.start → GameWalletService.bet with the page’s game session',
  },
  'originals.crash-bet': {
    protocol: 'originals',
    subject: 'game_session',
    casino: true,
    reaches: 'POST /api/originals/crash/bet → CrashBets.bet → WalletBets.takeStake → GameWalletService.bet',
  },
  'originals.draw-ticket': {
    protocol: 'originals',
    subject: 'game_session',
    casino: true,
    reaches:
      'POST /api/originals/{keno,bingo}/buy → DrawTickets.buy → WalletBets.takeStake → GameWalletService.bet',
  },
  'sports-frames.debit': {
    protocol: 'sports-frames',
    subject: 'site_session',
    casino: false,
    reaches:
      'POST /api/providers/{fcg,betco}/debit → FramesService.debit, inside its transaction, with the token’s site session',
  },
  'sports.placebet': {
    protocol: 'site',
    subject: 'site_session',
    casino: false,
    reaches:
      'POST /api/sports/placebet → the bets service’s placement transaction, with the caller’s site session',
  },
} as const satisfies Record<string, StakePath>;

export type StakePathName = keyof typeof STAKE_PATHS;

/** The paths whose stakes go through the game wallet (its bet names the path it came by). */
export type GameStakePath = {
  [K in StakePathName]: (typeof STAKE_PATHS)[K]['casino'] extends true ? K : never;
}[StakePathName];
