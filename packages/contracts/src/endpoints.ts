import type { z } from 'zod';
import { API_ENDPOINTS, type ApiEndpointKey } from './api-paths.ts';
import {
  AuthFormRequestSchema,
  AuthFormResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutRequestSchema,
  LogoutResponseSchema,
} from './auth.ts';
import * as bonus from './bonus.ts';
import * as cashier from './cashier.ts';
import * as casino from './casino.ts';
import * as depositLimits from './deposit-limits.ts';
import * as saferPlay from './safer-play.ts';
import * as kyc from './kyc.ts';
import * as cms from './cms.ts';
import * as account from './account.ts';
import * as customer from './customer.ts';
import { HealthRequestSchema, HealthResponseSchema } from './health.ts';
import * as gameHistory from './game-history.ts';
import * as launch from './launch.ts';
import * as notification from './notification.ts';
import * as payment from './payment.ts';
import * as recovery from './recovery.ts';
import { RegisterRequestSchema, RegisterResponseSchema } from './registration.ts';
import * as originals from './originals.ts';
import * as sports from './sports.ts';
import { BalanceRequestSchema, BalanceResponseSchema } from './user.ts';

/*
 * Each endpoint of api-paths.ts with its request and response schema, so a route can be registered
 * (or a client call typed) from one entry: `API_CONTRACT.authLogin.request`, `.response`, `.path`.
 * GET calls have NoPayloadSchema as their request.
 */

const SCHEMAS = {
  authLogin: { request: LoginRequestSchema, response: LoginResponseSchema },
  authRegister: { request: RegisterRequestSchema, response: RegisterResponseSchema },
  authForm: { request: AuthFormRequestSchema, response: AuthFormResponseSchema },
  authLogout: { request: LogoutRequestSchema, response: LogoutResponseSchema },
  authSendResetPassword: {
    request: recovery.SendResetPasswordRequestSchema,
    response: recovery.SendResetPasswordResponseSchema,
  },
  authCheckResetCode: {
    request: recovery.CheckResetCodeRequestSchema,
    response: recovery.CheckResetCodeResponseSchema,
  },
  authChangePasswordWithCode: {
    request: recovery.ChangePasswordWithCodeRequestSchema,
    response: recovery.ChangePasswordWithCodeResponseSchema,
  },
  customerUpdatePhone: {
    request: customer.UpdatePhoneRequestSchema,
    response: customer.UpdatePhoneResponseSchema,
  },
  customerChangePassword: {
    request: customer.ChangePasswordRequestSchema,
    response: customer.ChangePasswordResponseSchema,
  },
  customerReadNotification: {
    request: notification.ReadNotificationRequestSchema,
    response: notification.ReadNotificationResponseSchema,
  },
  customerNotification: {
    request: notification.NotificationsRequestSchema,
    response: notification.NotificationsResponseSchema,
  },
  bonusDefineTrialBonus: {
    request: bonus.DefineTrialBonusRequestSchema,
    response: bonus.DefineTrialBonusResponseSchema,
  },
  bonusTrialBonusAmount: {
    request: bonus.TrialBonusAmountRequestSchema,
    response: bonus.TrialBonusAmountResponseSchema,
  },
  cmsGrouped: { request: cms.CmsGroupedRequestSchema, response: cms.CmsGroupedResponseSchema },
  cmsCallMe: { request: cms.CallMeRequestSchema, response: cms.CallMeResponseSchema },
  paymentDetail: {
    request: payment.PaymentDetailRequestSchema,
    response: payment.PaymentDetailResponseSchema,
  },
  paymentWithdraw: { request: payment.WithdrawRequestSchema, response: payment.WithdrawResponseSchema },
  paymentDeposit: { request: payment.DepositRequestSchema, response: payment.DepositResponseSchema },
  userBalance: { request: BalanceRequestSchema, response: BalanceResponseSchema },
  casinoGames: { request: casino.CasinoGamesRequestSchema, response: casino.CasinoGamesResponseSchema },
  casinoCategoryGames: {
    request: casino.CategoryGamesRequestSchema,
    response: casino.CategoryGamesResponseSchema,
  },
  casinoToggleFavorite: {
    request: casino.ToggleFavoriteRequestSchema,
    response: casino.ToggleFavoriteResponseSchema,
  },
  casinoEgyptQuest: { request: casino.EgyptQuestRequestSchema, response: casino.EgyptQuestResponseSchema },
  casinoPragmaticLaunchUrl: {
    request: launch.PragmaticLaunchUrlRequestSchema,
    response: launch.PragmaticLaunchUrlResponseSchema,
  },
  casinoDtLaunchUrl: { request: launch.DtLaunchUrlRequestSchema, response: launch.DtLaunchUrlResponseSchema },
  casinoEmLaunchUrl: { request: launch.EmLaunchUrlRequestSchema, response: launch.EmLaunchUrlResponseSchema },
  casinoAmusnetLaunchUrl: {
    request: launch.AmusnetLaunchUrlRequestSchema,
    response: launch.AmusnetLaunchUrlResponseSchema,
  },
  casinoEgtLaunchUrl: {
    request: launch.EgtLaunchUrlRequestSchema,
    response: launch.EgtLaunchUrlResponseSchema,
  },
  casinoHub88LaunchUrl: {
    request: launch.Hub88LaunchUrlRequestSchema,
    response: launch.Hub88LaunchUrlResponseSchema,
  },
  casinoOriginalsLaunchUrl: {
    request: launch.OriginalsLaunchUrlRequestSchema,
    response: launch.OriginalsLaunchUrlResponseSchema,
  },
  casinoGameHistory: {
    request: gameHistory.GameHistoryRequestSchema,
    response: gameHistory.GameHistoryResponseSchema,
  },
  casinoRoundTransactions: {
    request: gameHistory.RoundTransactionsRequestSchema,
    response: gameHistory.RoundTransactionsResponseSchema,
  },
  casinoFavorites: {
    request: gameHistory.FavoritesRequestSchema,
    response: gameHistory.FavoritesResponseSchema,
  },
  sportsEvents: { request: sports.SportsEventsRequestSchema, response: sports.SportsEventsResponseSchema },
  sportsEvent: { request: sports.SportsEventRequestSchema, response: sports.SportsEventResponseSchema },
  sportsPlaceBet: { request: sports.PlaceBetRequestSchema, response: sports.PlaceBetResponseSchema },
  sportsMyBets: { request: sports.MyBetsRequestSchema, response: sports.MyBetsResponseSchema },
  sportsCashOut: { request: sports.CashOutRequestSchema, response: sports.CashOutResponseSchema },
  originalsSeeds: {
    request: originals.OriginalsSeedsRequestSchema,
    response: originals.OriginalsSeedsResponseSchema,
  },
  originalsRotateSeed: {
    request: originals.RotateSeedRequestSchema,
    response: originals.RotateSeedResponseSchema,
  },
  originalsRound: {
    request: originals.OriginalsRoundRequestSchema,
    response: originals.OriginalsRoundResponseSchema,
  },
  originalsRounds: {
    request: originals.OriginalsRoundsRequestSchema,
    response: originals.OriginalsRoundsResponseSchema,
  },
  casinoSoftGamingsLaunchUrl: {
    request: launch.SoftGamingsLaunchUrlRequestSchema,
    response: launch.SoftGamingsLaunchUrlResponseSchema,
  },
  customerProfile: { request: account.ProfileRequestSchema, response: account.ProfileResponseSchema },
  customerSessions: {
    request: account.SessionHistoryQuerySchema,
    response: account.SessionHistoryResponseSchema,
  },
  paymentMethods: {
    request: cashier.PaymentMethodsRequestSchema,
    response: cashier.PaymentMethodsResponseSchema,
  },
  paymentTransactions: {
    request: cashier.PaymentTransactionsRequestSchema,
    response: cashier.PaymentTransactionsResponseSchema,
  },
  paymentCancelWithdraw: {
    request: cashier.CancelWithdrawRequestSchema,
    response: cashier.CancelWithdrawResponseSchema,
  },
  bonusList: { request: bonus.BonusListRequestSchema, response: bonus.BonusListResponseSchema },
  bonusClaim: { request: bonus.BonusClaimRequestSchema, response: bonus.BonusClaimResponseSchema },
  bonusForfeit: { request: bonus.BonusForfeitRequestSchema, response: bonus.BonusForfeitResponseSchema },
  customerDepositLimits: {
    request: depositLimits.DepositLimitsRequestSchema,
    response: depositLimits.DepositLimitsResponseSchema,
  },
  customerSetDepositLimit: {
    request: depositLimits.SetDepositLimitRequestSchema,
    response: depositLimits.SetDepositLimitResponseSchema,
  },
  customerConfirmDepositLimit: {
    request: depositLimits.ConfirmDepositLimitRequestSchema,
    response: depositLimits.ConfirmDepositLimitResponseSchema,
  },
  saferPlayLimits: {
    request: depositLimits.PlayLimitsRequestSchema,
    response: depositLimits.PlayLimitsResponseSchema,
  },
  saferPlaySetLimit: {
    request: depositLimits.SetPlayLimitRequestSchema,
    response: depositLimits.SetPlayLimitResponseSchema,
  },
  saferPlayConfirmLimit: {
    request: depositLimits.ConfirmPlayLimitRequestSchema,
    response: depositLimits.ConfirmPlayLimitResponseSchema,
  },
  saferPlaySessionLimits: {
    request: depositLimits.SessionLimitsRequestSchema,
    response: depositLimits.SessionLimitsResponseSchema,
  },
  saferPlaySetSessionLimit: {
    request: depositLimits.SetSessionLimitRequestSchema,
    response: depositLimits.SetSessionLimitResponseSchema,
  },
  saferPlayConfirmSessionLimit: {
    request: depositLimits.ConfirmSessionLimitRequestSchema,
    response: depositLimits.ConfirmSessionLimitResponseSchema,
  },
  saferPlayStatus: {
    request: saferPlay.SaferPlayStatusRequestSchema,
    response: saferPlay.SaferPlayStatusResponseSchema,
  },
  saferPlayTimeOut: { request: saferPlay.TimeOutRequestSchema, response: saferPlay.RestrictionTakenSchema },
  saferPlaySelfExclusion: {
    request: saferPlay.SelfExclusionRequestSchema,
    response: saferPlay.RestrictionTakenSchema,
  },
  saferPlayHistory: {
    request: saferPlay.SaferPlayHistoryRequestSchema,
    response: saferPlay.SaferPlayHistoryResponseSchema,
  },
  saferPlayClose: {
    request: saferPlay.CloseAccountRequestSchema,
    response: saferPlay.CloseAccountResponseSchema,
  },
  saferPlaySelfExclusionEndRequest: {
    request: saferPlay.SelfExclusionEndRequestSchema,
    response: saferPlay.SelfExclusionEndRequestedSchema,
  },
  kycStatus: { request: kyc.KycStatusRequestSchema, response: kyc.KycStatusResponseSchema },
  kycUpload: { request: kyc.KycUploadRequestSchema, response: kyc.KycUploadResponseSchema },
  kycSubmit: { request: kyc.KycSubmitRequestSchema, response: kyc.KycSubmitResponseSchema },
  saferPlayRealityCheck: {
    request: saferPlay.RealityCheckRequestSchema,
    response: saferPlay.RealityCheckResponseSchema,
  },
  saferPlaySetRealityCheck: {
    request: saferPlay.SetRealityCheckRequestSchema,
    response: saferPlay.SetRealityCheckResponseSchema,
  },
  health: { request: HealthRequestSchema, response: HealthResponseSchema },
} as const satisfies Record<ApiEndpointKey, { request: z.ZodType; response: z.ZodType }>;

type Schemas = typeof SCHEMAS;
type Endpoints = typeof API_ENDPOINTS;

/** Method, path, request schema and response schema of every endpoint. */
export type ApiContract = {
  readonly [K in ApiEndpointKey]: Endpoints[K] & Schemas[K];
};

export const API_CONTRACT = Object.freeze(
  Object.fromEntries(
    (Object.keys(API_ENDPOINTS) as ApiEndpointKey[]).map((key) => [
      key,
      { ...API_ENDPOINTS[key], ...SCHEMAS[key] },
    ]),
  ),
) as ApiContract;

/** Parsed request body of an endpoint (what the route handler receives). */
export type ApiRequest<K extends ApiEndpointKey> = z.output<Schemas[K]['request']>;
/** What the caller may send (defaults not yet applied). */
export type ApiRequestInput<K extends ApiEndpointKey> = z.input<Schemas[K]['request']>;
/** The answer's envelope. */
export type ApiResponse<K extends ApiEndpointKey> = z.output<Schemas[K]['response']>;
