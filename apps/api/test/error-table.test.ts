import { ErrorEnvelopeSchema, type Locale } from '@lale/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuse, type DomainCode, type OutcomeOf } from '../src/platform/domain-errors.ts';
import { catalogue, describeOutcome, VOCABULARY } from '../src/outcomes.ts';
import { createTestApp, type TestApp } from './support/app.ts';

/*
 * The one table from domain outcomes to answers. One example of every outcome: the mapped type makes
 * this file fail to compile when an outcome is added without an example here, and the table's own
 * type makes the API fail to compile when it has no row.
 */

const NOW = new Date('2026-11-23T18:00:00Z');
const TRY = { code: 'TRY', minorUnits: 2 };
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

const EXAMPLES: { [C in DomainCode]: OutcomeOf<C> } = {
  SessionRequired: { code: 'SessionRequired' },
  ServiceUnavailable: { code: 'ServiceUnavailable' },
  LoginFailed: { code: 'LoginFailed' },
  LoginLocked: { code: 'LoginLocked', until: later(900) },
  NetworkLocked: { code: 'NetworkLocked', until: later(600) },
  AccountDisabled: { code: 'AccountDisabled' },
  AccountClosed: { code: 'AccountClosed' },
  AccountSelfExcluded: { code: 'AccountSelfExcluded', until: later(183 * 86_400) },
  RegistrationSelfExcluded: { code: 'RegistrationSelfExcluded', until: later(183 * 86_400) },
  AccountTimedOut: { code: 'AccountTimedOut', until: later(86_400) },
  AccountRestricted: { code: 'AccountRestricted', until: null },
  AccountSelfExclusionOver: {
    code: 'AccountSelfExclusionOver',
    endedAt: later(-86_400),
    coolingOffHours: 24,
  },
  AccountSelfExclusionCoolingOff: {
    code: 'AccountSelfExclusionCoolingOff',
    until: later(86_400),
    coolingOffHours: 168,
  },
  RestrictionPlayerNotFound: { code: 'RestrictionPlayerNotFound' },
  RestrictionNotFound: { code: 'RestrictionNotFound' },
  RestrictionEndPast: { code: 'RestrictionEndPast' },
  RestrictionIsPlayers: { code: 'RestrictionIsPlayers', kind: 'self_exclusion' },
  RestrictionNotInForce: { code: 'RestrictionNotInForce' },
  AmlCaseNotFound: { code: 'AmlCaseNotFound' },
  AmlCurrencyNotFound: { code: 'AmlCurrencyNotFound' },
  AmlCaseTaken: { code: 'AmlCaseTaken' },
  AmlAssigneeInvalid: { code: 'AmlAssigneeInvalid' },
  AmlCaseDecided: { code: 'AmlCaseDecided', status: 'closed' },
  AmlRuleParamsInvalid: { code: 'AmlRuleParamsInvalid', problems: 'maxStakeShare' },
  ScreeningPlayerNotFound: { code: 'ScreeningPlayerNotFound' },
  CloseBalanceLeft: {
    code: 'CloseBalanceLeft',
    cashMinor: 12_345n,
    currency: { code: 'TRY', minorUnits: 2 },
  },
  CloseWithdrawalPending: { code: 'CloseWithdrawalPending' },
  AccountAlreadyClosed: { code: 'AccountAlreadyClosed' },
  SelfExclusionNotOver: { code: 'SelfExclusionNotOver', until: later(183 * 86_400) },
  SelfExclusionNoEndToRequest: { code: 'SelfExclusionNoEndToRequest' },
  SaferPlaySettingsInvalid: { code: 'SaferPlaySettingsInvalid', fields: ['limitCoolingOffHours'] },
  SaferPlayPeriodNotOffered: { code: 'SaferPlayPeriodNotOffered' },
  WithdrawOnlySession: { code: 'WithdrawOnlySession', until: later(86_400) },
  RealityCheckIntervalNotOffered: { code: 'RealityCheckIntervalNotOffered' },
  KycUnavailable: { code: 'KycUnavailable' },
  KycDocumentTooLarge: { code: 'KycDocumentTooLarge' },
  KycDocumentTypeMismatch: { code: 'KycDocumentTypeMismatch' },
  KycTooManyDocuments: { code: 'KycTooManyDocuments' },
  KycReviewPending: { code: 'KycReviewPending' },
  KycAlreadyVerified: { code: 'KycAlreadyVerified' },
  KycDocumentsIncomplete: { code: 'KycDocumentsIncomplete' },
  KycWebhookProviderUnknown: { code: 'KycWebhookProviderUnknown' },
  KycWebhookSignatureInvalid: { code: 'KycWebhookSignatureInvalid' },
  KycWebhookStale: { code: 'KycWebhookStale' },
  KycWebhookReplayed: { code: 'KycWebhookReplayed' },
  KycWebhookInvalid: { code: 'KycWebhookInvalid' },
  KycReviewNotPending: { code: 'KycReviewNotPending' },
  KycLevelsInvalid: { code: 'KycLevelsInvalid', problems: 'List each level once.' },
  KycCurrencyNotFound: { code: 'KycCurrencyNotFound', currency: 'GBP' },
  KycPlayerNotFound: { code: 'KycPlayerNotFound' },
  KycDocumentNotFound: { code: 'KycDocumentNotFound' },
  AccountBlocked: { code: 'AccountBlocked' },
  PlayerAlreadyBlocked: { code: 'PlayerAlreadyBlocked' },
  PlayerNotBlocked: { code: 'PlayerNotBlocked' },
  PlayerStatusFinal: { code: 'PlayerStatusFinal' },
  PlayerSessionNotFound: { code: 'PlayerSessionNotFound' },
  RegistrationInvalid: { code: 'RegistrationInvalid', fields: { PersonalNo: 'personalNoInvalid' } },
  IdentifierTaken: { code: 'IdentifierTaken', fields: { username: 'usernameTaken', email: 'emailTaken' } },
  OldPasswordWrong: { code: 'OldPasswordWrong' },
  LoginTooFrequent: { code: 'LoginTooFrequent', seconds: 37 },
  CodeWrong: { code: 'CodeWrong', attemptsLeft: 3 },
  CodeExpired: { code: 'CodeExpired' },
  CodeAttemptsExhausted: { code: 'CodeAttemptsExhausted' },
  CodeResendWait: { code: 'CodeResendWait', seconds: 42 },
  CodeHourlyLimit: { code: 'CodeHourlyLimit', until: later(1800) },
  MessageNotSent: { code: 'MessageNotSent' },
  PhoneTaken: { code: 'PhoneTaken' },
  PhoneAlreadyVerified: { code: 'PhoneAlreadyVerified' },
  TrialBonusUnavailable: { code: 'TrialBonusUnavailable' },
  TrialBonusAlreadyClaimed: { code: 'TrialBonusAlreadyClaimed' },
  DepositLimitExceeded: {
    code: 'DepositLimitExceeded',
    period: 'daily',
    remainingMinor: 15050n,
    currency: { code: 'TRY', minorUnits: 2 },
  },
  DepositLimitAmountInvalid: { code: 'DepositLimitAmountInvalid' },
  DepositLimitNothingToConfirm: { code: 'DepositLimitNothingToConfirm', kind: 'deposit', period: 'weekly' },
  DepositLimitCoolingOff: {
    code: 'DepositLimitCoolingOff',
    kind: 'loss',
    period: 'weekly',
    at: later(86_400),
  },
  BonusOfferUnavailable: { code: 'BonusOfferUnavailable' },
  BonusCodeUnknown: { code: 'BonusCodeUnknown' },
  BonusNoQualifyingDeposit: { code: 'BonusNoQualifyingDeposit' },
  BonusAlreadyClaimed: { code: 'BonusAlreadyClaimed' },
  BonusDepositWithdrawn: { code: 'BonusDepositWithdrawn' },
  BonusAlreadyActive: { code: 'BonusAlreadyActive' },
  BonusNotFound: { code: 'BonusNotFound' },
  GameRoundNotFound: { code: 'GameRoundNotFound' },
  HeldRefundNotOpen: { code: 'HeldRefundNotOpen' },
  GameNotFound: { code: 'GameNotFound' },
  GameProviderUnavailable: { code: 'GameProviderUnavailable' },
  WagerRefused: { code: 'WagerRefused', reason: 'session_ended' },
  CasinoProviderNotFound: { code: 'CasinoProviderNotFound' },
  GameLaunchFailed: { code: 'GameLaunchFailed' },
  CasinoCategoryNotFound: { code: 'CasinoCategoryNotFound' },
  CasinoCategoryOrderMismatch: { code: 'CasinoCategoryOrderMismatch' },
  BonusMaxBetExceeded: {
    code: 'BonusMaxBetExceeded',
    maxBetMinor: 5000n,
    currency: { code: 'TRY', minorUnits: 2 },
  },
  BonusDefinitionNotFound: { code: 'BonusDefinitionNotFound' },
  BonusGrantUnavailable: { code: 'BonusGrantUnavailable' },
  BonusPlayerNotFound: { code: 'BonusPlayerNotFound' },
  BonusPlayerRestricted: { code: 'BonusPlayerRestricted' },
  BonusDefinitionConflict: { code: 'BonusDefinitionConflict', field: 'code' },
  BonusDefinitionInvalid: { code: 'BonusDefinitionInvalid', fields: { cap: 'amountPlaces' } },
  NotificationNotFound: { code: 'NotificationNotFound' },
  PlayerNotFound: { code: 'PlayerNotFound' },
  NotificationSegmentInvalid: { code: 'NotificationSegmentInvalid', field: 'min', problem: 'range' },
  CallMeTooMany: { code: 'CallMeTooMany', seconds: 125.2 },
  CallbackNotFound: { code: 'CallbackNotFound' },
  CallbackAlreadyHandled: { code: 'CallbackAlreadyHandled' },
  ContentNotFound: { code: 'ContentNotFound' },
  OrderMismatch: { code: 'OrderMismatch', field: 'ids' },
  ContentCategoryUnknown: { code: 'ContentCategoryUnknown' },
  ContentHtmlEmpty: { code: 'ContentHtmlEmpty', fields: ['description.tr', 'description.en'] },
  MediaTooLarge: { code: 'MediaTooLarge' },
  MediaNotAPicture: { code: 'MediaNotAPicture' },
  JackpotNotFound: { code: 'JackpotNotFound' },
  JackpotLevelsInvalid: { code: 'JackpotLevelsInvalid' },
  JackpotFeedOwned: { code: 'JackpotFeedOwned' },
  // abuse limits
  SmsLimitReached: { code: 'SmsLimitReached', scope: 'player', until: later(3600) },
  PhonePrefixNotAllowed: { code: 'PhonePrefixNotAllowed' },
  RegistrationLimitReached: { code: 'RegistrationLimitReached', until: later(1200) },
  // payments
  PaymentMethodNotFound: { code: 'PaymentMethodNotFound' },
  PaymentDetailInvalid: {
    code: 'PaymentDetailInvalid',
    issues: [{ code: 'unrecognized_keys', keys: ['Extra'], path: [], message: '', input: {} }],
  },
  PaymentAmountInvalid: {
    code: 'PaymentAmountInvalid',
    problem: 'belowMin',
    minMinor: 5_000n,
    maxMinor: 5_000_000n,
    currency: TRY,
  },
  PaymentProviderUnavailable: { code: 'PaymentProviderUnavailable' },
  PaymentNotFound: { code: 'PaymentNotFound' },
  PaymentTransitionNotAllowed: { code: 'PaymentTransitionNotAllowed', status: 5 },
  PaymentApprovalSameStaff: { code: 'PaymentApprovalSameStaff' },
  PaymentCurrencyUnknown: { code: 'PaymentCurrencyUnknown' },
  PaymentThresholdInvalid: { code: 'PaymentThresholdInvalid', field: 'thresholds.0.amount' },
  WithdrawPhoneNotVerified: { code: 'WithdrawPhoneNotVerified' },
  WithdrawIdentityNotVerified: { code: 'WithdrawIdentityNotVerified' },
  DepositIdentityCapReached: {
    code: 'DepositIdentityCapReached',
    capMinor: 2_000_00n,
    leftMinor: 500_00n,
    currency: TRY,
  },
  WithdrawWageringLeft: { code: 'WithdrawWageringLeft' },
  WithdrawInsufficientCash: { code: 'WithdrawInsufficientCash', availableMinor: 12_345n, currency: TRY },
  WebhookProviderUnknown: { code: 'WebhookProviderUnknown' },
  WebhookSignatureInvalid: { code: 'WebhookSignatureInvalid' },
  WebhookStale: { code: 'WebhookStale' },
  WebhookInvalid: { code: 'WebhookInvalid' },
  PaymentMethodInvalid: {
    code: 'PaymentMethodInvalid',
    fields: { maxAmount: 'paymentMethodMinAboveMax', 'fields.1.key': 'paymentMethodFieldKeyDuplicate' },
  },
  PaymentMethodOrderMismatch: { code: 'PaymentMethodOrderMismatch' },
  SportsSelectionUnavailable: { code: 'SportsSelectionUnavailable', legs: [2] },
  SportsSelectionRepeated: { code: 'SportsSelectionRepeated', selection: 'A - B, 1x2: 1' },
  SportsRequestConflict: { code: 'SportsRequestConflict' },
  SportsOddsChanged: { code: 'SportsOddsChanged', legs: [{ leg: 1, odds: '2.05' }] },
  SportsSlipInvalid: { code: 'SportsSlipInvalid', problem: 'sameEvent' },
  SportsStakeOutOfRange: {
    code: 'SportsStakeOutOfRange',
    minMinor: 100n,
    maxMinor: 1_000_000n,
    currency: TRY,
  },
  SportsMaxPayout: { code: 'SportsMaxPayout', maxMinor: 50_000_000n, currency: TRY },
  SportsInsufficientFunds: { code: 'SportsInsufficientFunds' },
  SportsBetNotFound: { code: 'SportsBetNotFound' },
  SportsPlayerNotFound: { code: 'SportsPlayerNotFound' },
  SportsStakeLimited: { code: 'SportsStakeLimited', maxMinor: 250_000n, currency: TRY },
  SportsCashoutUnavailable: { code: 'SportsCashoutUnavailable' },
  SportsCashoutChanged: { code: 'SportsCashoutChanged', offerMinor: 1_234n, currency: TRY },
  SportsEventNotFound: { code: 'SportsEventNotFound' },
  SportsMarketNotFound: { code: 'SportsMarketNotFound' },
  SportsHoldUnchanged: { code: 'SportsHoldUnchanged', held: true },
  SportsSettlementNotAllowed: { code: 'SportsSettlementNotAllowed', status: 'settled' },
  SportsSettlementOutcomes: {
    code: 'SportsSettlementOutcomes',
    missing: ['X'],
    unknown: ['3'],
    repeated: [],
  },
  OriginalsSessionClosed: { code: 'OriginalsSessionClosed' },
  OriginalsStakeOutOfRange: {
    code: 'OriginalsStakeOutOfRange',
    minMinor: 100n,
    maxMinor: 500_000n,
    currency: TRY,
  },
  OriginalsStakeNotOffered: { code: 'OriginalsStakeNotOffered' },
  OriginalsInsufficientFunds: { code: 'OriginalsInsufficientFunds' },
  OriginalsBetRefused: { code: 'OriginalsBetRefused' },
  OriginalsBetLimit: { code: 'OriginalsBetLimit' },
  OriginalsRoundNotOpen: { code: 'OriginalsRoundNotOpen' },
  OriginalsMoveInvalid: { code: 'OriginalsMoveInvalid' },
  OriginalsRoundNotFound: { code: 'OriginalsRoundNotFound' },
  OriginalsRoundInPlay: { code: 'OriginalsRoundInPlay', game: 'Lale Mayın' },
  OriginalsSeedsInPlay: { code: 'OriginalsSeedsInPlay', games: ['Lale Mayın', 'Lale Tombala'] },
  OriginalsBetsPerRound: { code: 'OriginalsBetsPerRound', limit: 2 },
  OriginalsCashoutEarly: { code: 'OriginalsCashoutEarly' },
  OriginalsSalesClosed: { code: 'OriginalsSalesClosed' },
  OriginalsTicketLimit: { code: 'OriginalsTicketLimit', limit: 10 },
  StaffSignInFailed: { code: 'StaffSignInFailed' },
  StaffLocked: { code: 'StaffLocked', until: later(900) },
  StaffChallengeInvalid: { code: 'StaffChallengeInvalid' },
  StaffCodeInvalid: { code: 'StaffCodeInvalid' },
  StaffSessionRequired: { code: 'StaffSessionRequired' },
  StaffPermissionDenied: { code: 'StaffPermissionDenied', permission: 'payments.approve' },
  StaffCsrfRefused: { code: 'StaffCsrfRefused' },
  StaffAddressNotAllowed: { code: 'StaffAddressNotAllowed' },
  StaffUsernameTaken: { code: 'StaffUsernameTaken' },
  StaffNotFound: { code: 'StaffNotFound' },
  StaffNotOnSelf: { code: 'StaffNotOnSelf' },
  StaffLastOwner: { code: 'StaffLastOwner' },
  StaffTooFrequent: { code: 'StaffTooFrequent', seconds: 30 },
  // audit trail
  AuditChainBroken: { code: 'AuditChainBroken' },
  ReportsCurrencyUnknown: { code: 'ReportsCurrencyUnknown' },
  ReportsRangeReversed: { code: 'ReportsRangeReversed' },
  ReportsRangeTooLong: { code: 'ReportsRangeTooLong', maxDays: 366 },
  StatementInvalid: { code: 'StatementInvalid', line: 2, problem: 'amount' },
  ReconciliationDayOpen: { code: 'ReconciliationDayOpen' },
  CorrectionNotFound: { code: 'CorrectionNotFound' },
  CorrectionPlayerUnknown: { code: 'CorrectionPlayerUnknown' },
  CorrectionAmountInvalid: { code: 'CorrectionAmountInvalid', minorUnits: 2 },
  CorrectionSameStaff: { code: 'CorrectionSameStaff' },
  CorrectionNotPending: { code: 'CorrectionNotPending' },
  CorrectionInsufficientCash: { code: 'CorrectionInsufficientCash' },
  ChangeNotFound: { code: 'ChangeNotFound' },
  ChangeSameStaff: { code: 'ChangeSameStaff' },
  ChangeNotPending: { code: 'ChangeNotPending' },
  ChangeNotYours: { code: 'ChangeNotYours' },
  ChangeAlreadyPending: { code: 'ChangeAlreadyPending' },
  ApprovalLinesInvalid: {
    code: 'ApprovalLinesInvalid',
    fields: { 'bonusAward.0.amount': 'approvalLinePlaces' },
  },
};

const outcomes = Object.values(EXAMPLES);
const describedIn = (locale: Locale) =>
  outcomes.map((outcome) => [outcome.code, describeOutcome(outcome, locale, NOW)] as const);

describe('the error table', () => {
  it('has a row for every outcome, each a 4xx or 503', () => {
    for (const [code, described] of describedIn('en')) {
      const { status } = described;
      expect((status >= 400 && status < 500) || status === 503, `${code}: ${status}`).toBe(true);
    }
  });

  it('answers every outcome exactly as the snapshot taken before issue 24 moved the table into the modules', async () => {
    // What a caller sees (status, tr/en message, field errors, Retry-After) must not change when the
    // rows move; a deliberate change updates the file and says why in its commit.
    const answers = Object.fromEntries(
      outcomes.map((outcome) => [
        outcome.code,
        { tr: describeOutcome(outcome, 'tr', NOW), en: describeOutcome(outcome, 'en', NOW) },
      ]),
    );
    await expect(JSON.stringify(answers, null, 2) + '\n').toMatchFileSnapshot('./snapshots/error-table.json');
  });

  it('keeps 401 for a dead session only and never answers the site 403: the site logs out and reloads on them', () => {
    // The back office's own answers (Staff*) are left out: the site never calls /api/admin.
    const withStatus = (status: number) =>
      describedIn('en')
        .filter(([code, described]) => described.status === status && !code.startsWith('Staff'))
        .map(([code]) => code);
    expect(withStatus(401)).toEqual(['SessionRequired']);
    expect(withStatus(403)).toEqual([]);
  });

  it('words every message and field error in Turkish and in English', () => {
    const tr = describedIn('tr');
    const en = describedIn('en');
    tr.forEach(([code, inTurkish], index) => {
      const inEnglish = en[index]![1];
      expect(inTurkish.status).toBe(inEnglish.status);
      expect(inTurkish.message.trim(), code).not.toBe('');
      expect(inEnglish.message.trim(), code).not.toBe('');
      expect(inTurkish.message, code).not.toBe(inEnglish.message);
      expect(Object.keys(inTurkish.errors ?? {})).toEqual(Object.keys(inEnglish.errors ?? {}));
      for (const [field, text] of Object.entries(inTurkish.errors ?? {})) {
        expect(text.trim(), `${code}.${field}`).not.toBe('');
        expect(text, `${code}.${field}`).not.toBe(inEnglish.errors?.[field]);
      }
    });
  });

  it('names the fields at fault', () => {
    const errorsOf = (code: DomainCode) => describeOutcome(EXAMPLES[code], 'en', NOW).errors;
    expect(errorsOf('IdentifierTaken')).toEqual({
      username: 'This username is already taken.',
      email: 'This e-mail address is already registered.',
    });
    expect(Object.keys(errorsOf('OldPasswordWrong') ?? {})).toEqual(['oldPassword']);
    expect(Object.keys(errorsOf('OrderMismatch') ?? {})).toEqual(['ids']);
    expect(Object.keys(errorsOf('ContentHtmlEmpty') ?? {})).toEqual(['description.tr', 'description.en']);
    expect(errorsOf('LoginFailed')).toBeNull();
    expect(Object.keys(errorsOf('DepositLimitExceeded') ?? {})).toEqual(['amount']);
    expect(errorsOf('PaymentDetailInvalid')).toEqual({ detail: 'Unrecognised field: Extra.' });
    expect(errorsOf('PaymentAmountInvalid')).toEqual({
      'detail.amount': 'The amount must be at least ₺50.00.',
    });
    expect(errorsOf('PaymentMethodInvalid')).toEqual({
      maxAmount: 'The maximum cannot be below the minimum.',
      'fields.1.key': 'This method already has a field of this name.',
    });
    expect(Object.keys(errorsOf('PaymentMethodOrderMismatch') ?? {})).toEqual(['ids']);
    expect(Object.keys(errorsOf('BonusDefinitionConflict') ?? {})).toEqual(['code']);
    expect(describeOutcome(EXAMPLES.BonusMaxBetExceeded, 'tr', NOW).message).toBe(
      'Bonus çevrimi sürerken tek bahis en fazla ₺50,00 olabilir.',
    );
  });

  it('gives every 429 a Retry-After of whole seconds until the limit ends, and nothing else one', () => {
    const limits = describedIn('en').filter(([, described]) => described.status === 429);
    expect(limits.map(([code]) => code).sort()).toEqual(
      [
        'CallMeTooMany',
        'CodeHourlyLimit',
        'CodeResendWait',
        'LoginLocked',
        'NetworkLocked',
        'LoginTooFrequent',
        // abuse limits
        'SmsLimitReached',
        'RegistrationLimitReached',
        // the back office's sign-in
        'StaffLocked',
        'StaffTooFrequent',
      ].sort(),
    );
    for (const [code, described] of describedIn('en')) {
      if (described.status === 429) {
        expect(Number.isInteger(described.retryAfterSeconds), code).toBe(true);
        expect(described.retryAfterSeconds, code).toBeGreaterThan(0);
      } else {
        expect(described.retryAfterSeconds, code).toBeUndefined();
      }
    }
    const retryAfter = (code: DomainCode) => describeOutcome(EXAMPLES[code], 'en', NOW).retryAfterSeconds;
    expect(retryAfter('LoginLocked')).toBe(900);
    expect(retryAfter('CodeResendWait')).toBe(42);
    expect(retryAfter('CallMeTooMany')).toBe(126);
    expect(retryAfter('LoginTooFrequent')).toBe(37);
    // A lock that ends within the second still asks the client to wait a moment, never 0 or less.
    expect(describeOutcome({ code: 'LoginLocked', until: later(0.2) }, 'en', NOW).retryAfterSeconds).toBe(1);
    expect(describeOutcome({ code: 'LoginLocked', until: later(-5) }, 'en', NOW).retryAfterSeconds).toBe(1);
  });

  it('names the deposit limit and the amount still allowed, as money in the locale', () => {
    expect(describeOutcome(EXAMPLES.DepositLimitExceeded, 'en', NOW).message).toBe(
      'This amount is over your daily deposit limit. You can deposit at most ₺150.50 more for now.',
    );
    expect(describeOutcome(EXAMPLES.DepositLimitExceeded, 'tr', NOW).message).toBe(
      'Bu tutar günlük para yatırma limitinizi aşıyor. Şu anda en fazla ₺150,50 daha yatırabilirsiniz.',
    );
  });

  it('rounds the call-me wait up to whole minutes in the message', () => {
    expect(describeOutcome(EXAMPLES.CallMeTooMany, 'en', NOW).message).toBe(
      'Too many call requests. Please try again in 3 minutes.',
    );
  });
});

describe('who owns the vocabulary', () => {
  it("keeps in platform/ only the platform's outcomes, and gives every other outcome exactly one module", () => {
    // The lint rule (eslint.config.js, proven in tools/test/lint-boundaries.test.ts) stops platform/
    // from declaring a module's outcome; this checks the merged table agrees.
    expect(Object.keys(VOCABULARY.platform.outcomes)).toEqual([
      'SessionRequired',
      'ServiceUnavailable',
      'PhonePrefixNotAllowed',
    ]);
    const owners = new Map<string, string[]>();
    for (const [owner, { outcomes: rows }] of Object.entries(VOCABULARY))
      for (const code of Object.keys(rows)) owners.set(code, [...(owners.get(code) ?? []), owner]);
    expect([...owners].filter(([, list]) => list.length > 1)).toEqual([]);
    expect([...owners.keys()].sort()).toEqual(Object.keys(EXAMPLES).sort());
  });

  it('names each message once across the modules, in both languages', () => {
    const seen = new Map<string, string[]>();
    for (const [owner, { messages }] of Object.entries(VOCABULARY))
      for (const key of Object.keys(messages.tr)) seen.set(key, [...(seen.get(key) ?? []), owner]);
    expect([...seen].filter(([, list]) => list.length > 1)).toEqual([]);
    expect(Object.keys(catalogue('en')).sort()).toEqual(Object.keys(catalogue('tr')).sort());
    expect(Object.keys(catalogue('en'))).toHaveLength(seen.size);
  });
});

describe('a refusal thrown in a route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      clock: { now: () => NOW },
      extend(app) {
        app.get('/api/test/locked', async () => {
          throw refuse({ code: 'LoginLocked', until: later(90) });
        });
      },
    });
  });
  afterAll(() => t.close());

  it('is answered with its status, the envelope in the caller’s language and Retry-After', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/locked',
      headers: { 'x-locale': 'en' },
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('90');
    const body = ErrorEnvelopeSchema.parse(response.json());
    expect(body).toEqual({
      success: false,
      message: describeOutcome({ code: 'LoginLocked', until: later(90) }, 'en', NOW).message,
      data: null,
    });
    expect(body.message).toMatch(/^Too many failed login attempts/);
  });
});
