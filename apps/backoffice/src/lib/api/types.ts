import type {
  AdminAmlAssignee,
  AdminAmlCase,
  AdminAmlCaseRow,
  AdminAmlNote,
  AdminAmlRate,
  AdminAmlRule,
  AdminPlayerScreening,
  AdminScreeningStatus,
  AdminSportsAction,
  AdminSportsBet,
  AdminSportsEventDetail,
  AdminSportsEventLiability,
  AdminSportsEventSummary,
  AdminSportsLimits,
  AdminSportsMarket,
  AdminSportsPlayerLimits,
  ScreeningListEntry,
  AdminCallback,
  AdminRestriction,
  AdminKyc,
  AdminCorrection,
  AdminDashboard,
  AdminPayment,
  AdminPaymentEventSchema,
  AdminPaymentQueue,
  AdminPlayerCard,
  AdminPlayerLedgerRowSchema,
  AdminPlayerNote,
  AdminPlayerProfile,
  AdminPlayerRow,
  AdminPlayerSessionSchema,
  AdminPlayerStatusChangeSchema,
  AuditRow as ContractAuditRow,
  AuditVerification,
  DashboardFigures,
  PlayerStatus as ContractPlayerStatus,
  StaffInviteResponseSchema,
  StaffRow,
  WithdrawalApprovalThresholds,
} from '@lale/contracts';
import type { z } from 'zod';

/*
 * The answers of the back-office calls under the names the screens use: each one the contract's own
 * type (packages/contracts/src/admin-*.ts), so a change to an answer fails to compile here first.
 */

export type Page<T> = { items: T[]; total: number };

export type PlayerStatus = ContractPlayerStatus;
export type PlayerRow = AdminPlayerRow;
export type PlayerProfile = AdminPlayerProfile;
export type StatusChange = z.infer<typeof AdminPlayerStatusChangeSchema>;
export type PlayerNote = AdminPlayerNote;
export type PlayerCard = AdminPlayerCard;
export type Restriction = AdminRestriction;
export type PlayerKyc = AdminKyc;
export type LedgerRow = z.infer<typeof AdminPlayerLedgerRowSchema>;
export type SessionRow = z.infer<typeof AdminPlayerSessionSchema>;

export type Figures = DashboardFigures;
export type Dashboard = AdminDashboard;

/** A payment as the queue shows it (the four-eyes state rides along once a first approval is in). */
export type QueuedPayment = AdminPayment;
export type PaymentQueue = AdminPaymentQueue;
export type ProviderEvent = z.infer<typeof AdminPaymentEventSchema>;

export type CallbackRow = AdminCallback;
export type CorrectionRow = AdminCorrection;

export type { StaffRow };
export type StaffInvite = NonNullable<z.infer<typeof StaffInviteResponseSchema>['data']>;

export type AuditRow = ContractAuditRow;
export type ChainCheck = AuditVerification;

export type ApprovalThresholds = WithdrawalApprovalThresholds;

export type AmlCaseRow = AdminAmlCaseRow;
export type AmlCase = AdminAmlCase;
export type AmlNote = AdminAmlNote;
export type AmlRule = AdminAmlRule;
export type AmlRate = AdminAmlRate;
export type AmlAssignee = AdminAmlAssignee;
export type ScreeningStatus = AdminScreeningStatus;
export type PlayerScreening = AdminPlayerScreening;
export type ScreeningEntry = ScreeningListEntry;

export type TradingEvent = AdminSportsEventSummary;
export type TradingEventDetail = AdminSportsEventDetail;
export type TradingMarket = AdminSportsMarket;
export type TradingLimits = AdminSportsLimits;
export type TradingLiability = AdminSportsEventLiability;
export type TradingOutcomeLiability = AdminSportsEventLiability['outcomes'][number];
export type TradingBet = AdminSportsBet;
export type TradingAction = AdminSportsAction;
export type TradingPlayerLimits = AdminSportsPlayerLimits;
