/*
 * Every HTTP call of spec §7 with its method and full path, so the API registers and the site calls
 * exactly the same routes. Paths are spelled as the spec spells them (including 'eqyptquest').
 * Keys are `<module><Call>` in camelCase; request/response schemas per key are in endpoints.ts.
 */

export const API_BASE_PATH = '/api';
/** The realtime hub (spec §7, DESIGN §6): SignalR JSON protocol over WebSocket. */
export const HUB_PATH = '/hub/frnotify';

export type HttpMethod = 'GET' | 'POST';

export const API_ENDPOINTS = {
  authLogin: { method: 'POST', path: '/api/auth/login' },
  authRegister: { method: 'POST', path: '/api/auth/register' },
  authForm: { method: 'GET', path: '/api/auth/form' },
  authLogout: { method: 'GET', path: '/api/auth/logout' },
  authSendResetPassword: { method: 'POST', path: '/api/auth/sendresetpassword' },
  authCheckResetCode: { method: 'POST', path: '/api/auth/checkresetcode' },
  authChangePasswordWithCode: { method: 'POST', path: '/api/auth/changepasswordwithcode' },
  customerUpdatePhone: { method: 'POST', path: '/api/customer/updatephone' },
  customerChangePassword: { method: 'POST', path: '/api/customer/changepassword' },
  customerReadNotification: { method: 'POST', path: '/api/customer/readnotification' },
  customerNotification: { method: 'POST', path: '/api/customer/notification' },
  bonusDefineTrialBonus: { method: 'GET', path: '/api/bonus/definetrialbonus' },
  bonusTrialBonusAmount: { method: 'GET', path: '/api/bonus/trialbonusamount' },
  cmsGrouped: { method: 'GET', path: '/api/cms/grouped' },
  cmsCallMe: { method: 'POST', path: '/api/cms/callme' },
  paymentDetail: { method: 'POST', path: '/api/payment/detail' },
  paymentWithdraw: { method: 'POST', path: '/api/payment/withdraw' },
  paymentDeposit: { method: 'POST', path: '/api/payment/deposit' },
  userBalance: { method: 'GET', path: '/api/user/balance' },
  casinoGames: { method: 'POST', path: '/api/casino/games' },
  sportsEvents: { method: 'POST', path: '/api/sports/events' },
  sportsEvent: { method: 'POST', path: '/api/sports/event' },
  sportsPlaceBet: { method: 'POST', path: '/api/sports/placebet' },
  sportsMyBets: { method: 'POST', path: '/api/sports/mybets' },
  sportsCashOut: { method: 'POST', path: '/api/sports/cashout' },
  casinoCategoryGames: { method: 'POST', path: '/api/casino/categorygames' },
  casinoToggleFavorite: { method: 'POST', path: '/api/casino/togglefavorite' },
  casinoEgyptQuest: { method: 'GET', path: '/api/casino/eqyptquest' },
  casinoPragmaticLaunchUrl: { method: 'POST', path: '/api/casino/pragmaticlaunchurl' },
  casinoDtLaunchUrl: { method: 'POST', path: '/api/casino/dtlaunchurl' },
  casinoEmLaunchUrl: { method: 'POST', path: '/api/casino/emlaunchurl' },
  casinoAmusnetLaunchUrl: { method: 'POST', path: '/api/casino/amusnetlaunchurl' },
  casinoEgtLaunchUrl: { method: 'POST', path: '/api/casino/egtlaunchurl' },
  casinoHub88LaunchUrl: { method: 'POST', path: '/api/casino/hub88launchurl' },
  casinoSoftGamingsLaunchUrl: { method: 'POST', path: '/api/casino/softgamingslaunchurl' },
  /** Not in spec §7: the personal-information tile and the session-history page. */
  customerProfile: { method: 'GET', path: '/api/customer/profile' },
  customerSessions: { method: 'GET', path: '/api/customer/sessions' },
  /** Not in spec §7: the cashier's method tiles, financial activities, cancel of a pending withdrawal. */
  paymentMethods: { method: 'POST', path: '/api/payment/methods' },
  paymentTransactions: { method: 'POST', path: '/api/payment/transactions' },
  paymentCancelWithdraw: { method: 'POST', path: '/api/payment/cancelwithdraw' },
  /** Not in spec §7: the bonuses page (bonus engine). */
  bonusList: { method: 'GET', path: '/api/bonus/list' },
  bonusClaim: { method: 'POST', path: '/api/bonus/claim' },
  bonusForfeit: { method: 'POST', path: '/api/bonus/forfeit' },
  /** Not in spec §7: deposit limits (responsible gambling) in the account area. */
  customerDepositLimits: { method: 'GET', path: '/api/customer/depositlimits' },
  customerSetDepositLimit: { method: 'POST', path: '/api/customer/setdepositlimit' },
  customerConfirmDepositLimit: { method: 'POST', path: '/api/customer/confirmdepositlimit' },
  /** Not in spec §7: safer play (issue #26) — a time-out or a self-exclusion, taken by the player. */
  saferPlayStatus: { method: 'GET', path: '/api/saferplay/status' },
  saferPlayTimeOut: { method: 'POST', path: '/api/saferplay/timeout' },
  saferPlaySelfExclusion: { method: 'POST', path: '/api/saferplay/selfexclusion' },
  /** Not in spec §7: loss and wager limits (issue #26), under the deposit limits' rules. */
  saferPlayLimits: { method: 'GET', path: '/api/saferplay/limits' },
  saferPlaySetLimit: { method: 'POST', path: '/api/saferplay/setlimit' },
  saferPlayConfirmLimit: { method: 'POST', path: '/api/saferplay/confirmlimit' },
  saferPlaySessionLimits: { method: 'GET', path: '/api/saferplay/sessionlimits' },
  saferPlaySetSessionLimit: { method: 'POST', path: '/api/saferplay/setsessionlimit' },
  saferPlayConfirmSessionLimit: { method: 'POST', path: '/api/saferplay/confirmsessionlimit' },
  saferPlayHistory: { method: 'GET', path: '/api/saferplay/history' },
  saferPlayClose: { method: 'POST', path: '/api/saferplay/close' },
  saferPlaySelfExclusionEndRequest: { method: 'POST', path: '/api/saferplay/selfexclusion/endrequest' },
  /** Not in spec §7: identity verification (issue #26) — the player's level, documents and review. */
  kycStatus: { method: 'GET', path: '/api/kyc/status' },
  kycUpload: { method: 'POST', path: '/api/kyc/document' },
  kycSubmit: { method: 'POST', path: '/api/kyc/submit' },
  /** Not in spec §7: reality checks (issue #26) — the interval, and the figures since sign-in. */
  saferPlayRealityCheck: { method: 'GET', path: '/api/saferplay/realitycheck' },
  saferPlaySetRealityCheck: { method: 'POST', path: '/api/saferplay/setrealitycheck' },
  /** Not in spec §7: the in-house studio's launch, game history and the favourites list (issue #12). */
  casinoOriginalsLaunchUrl: { method: 'POST', path: '/api/casino/originalslaunchurl' },
  casinoGameHistory: { method: 'POST', path: '/api/casino/gamehistory' },
  casinoRoundTransactions: { method: 'POST', path: '/api/casino/roundtransactions' },
  casinoFavorites: { method: 'GET', path: '/api/casino/favorites' },
  /** Not in spec §7: Lale Originals' provably fair seeds and rounds (issue #14). */
  originalsSeeds: { method: 'GET', path: '/api/originals/seeds' },
  originalsRotateSeed: { method: 'POST', path: '/api/originals/rotateseed' },
  originalsRound: { method: 'POST', path: '/api/originals/round' },
  originalsRounds: { method: 'POST', path: '/api/originals/rounds' },
  /** Not in spec §7: liveness/readiness probe for operators and load balancers. */
  health: { method: 'GET', path: '/api/health' },
} as const satisfies Record<string, { method: HttpMethod; path: `/api/${string}` }>;

export type ApiEndpointKey = keyof typeof API_ENDPOINTS;
type Endpoints = typeof API_ENDPOINTS;

function pluck<F extends 'method' | 'path'>(field: F): { readonly [K in ApiEndpointKey]: Endpoints[K][F] } {
  const entries = Object.entries(API_ENDPOINTS).map(([key, endpoint]) => [key, endpoint[field]]);
  return Object.freeze(Object.fromEntries(entries)) as { readonly [K in ApiEndpointKey]: Endpoints[K][F] };
}

/** Key → path, e.g. `API_PATHS.authLogin === '/api/auth/login'`. */
export const API_PATHS = pluck('path');
/** Key → HTTP method, e.g. `API_METHODS.authForm === 'GET'`. */
export const API_METHODS = pluck('method');
