import type { AdminPayment, StaffRole, StaffRow } from '@lale/contracts';

/*
 * The answers of the back-office calls, as API.md (issue #25) sketches them. The API's helpers are
 * writing the zod contracts (packages/contracts/src/admin-*.ts) at the same time as this app: once they
 * land, these types become `z.infer` re-exports of them, and the compiler shows where the two differ.
 */

export type Page<T> = { items: T[]; total: number };

export type PlayerStatus = 'active' | 'blocked' | 'closed' | 'self_excluded';

export type PlayerRow = {
  id: number;
  username: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  status: PlayerStatus;
  currency: string;
  createdAt: string;
};

export type PlayerProfile = PlayerRow & {
  personalNo: string;
  birthDate: string;
  country: string;
  phoneVerified: boolean;
  lastLoginAt: string | null;
};

export type StatusChange = {
  at: string;
  from: string;
  to: string;
  reason: string;
  staffId: number | null;
  staffName: string | null;
};
export type PlayerNote = { id: number; at: string; staffId: number; staffName: string; text: string };

export type PlayerCard = {
  profile: PlayerProfile;
  balances: { cash: number; bonus: number; onHold: number; currency: string };
  statusHistory: StatusChange[];
  limits: Record<string, unknown>[];
  notes: PlayerNote[];
};

export type LedgerRow = {
  id: number;
  at: string;
  kind: string;
  amount: number;
  account: 'cash' | 'bonus' | 'withdraw_hold';
  balanceAfter: number | null;
  reference: string;
};

export type SessionRow = {
  id: number | string;
  createdAt?: string;
  lastSeenAt?: string | null;
  ip?: string;
  userAgent?: string;
  [field: string]: unknown;
};

export type Figures = {
  deposits: number;
  withdrawals: number;
  stakes: number;
  wins: number;
  ggr: number;
  bonusConverted: number;
  ngr: number;
  activePlayers: number;
  signUps: number;
};
export type Dashboard = {
  timeZone: string;
  currency: string;
  today: Figures;
  period: Figures;
  daily: (Figures & { day: string })[];
};

/** A payment as the queue shows it: the four-eyes state rides along once a first approval is in. */
export type QueuedPayment = AdminPayment & {
  approvals?: { staffId: number; staffName?: string; at: string }[];
  needsSecondApproval?: boolean;
};
export type PaymentQueue = {
  summary: {
    pending: number;
    onHold: number;
    queuedAmount: number;
    averageWaitSeconds: number;
    currency: string;
  };
  items: QueuedPayment[];
};
export type ProviderEvent = { id: number; at?: string; receivedAt?: string; [field: string]: unknown };

export type CallbackRow = {
  id: number;
  name: string;
  message: string;
  playerId: number | null;
  username: string | null;
  ip: string;
  createdAt: string;
  handledAt: string | null;
  handledBy: number | null;
  note: string | null;
};

export type CorrectionRow = {
  id: number;
  playerId: number;
  direction: 'credit' | 'debit';
  amount: number;
  currency?: string;
  reason: string;
  kind: 'goodwill' | 'stuck_round';
  status: string;
  requestedBy?: number;
  decidedBy?: number | null;
  createdAt: string;
};

export type { StaffRow };
export type StaffInvite = { staff: StaffRow; temporaryPassword: string };

export type AuditRow = {
  id: number;
  seq: number;
  at: string;
  staffId: number | null;
  staffUsername: string;
  staffRole: StaffRole | null;
  ip: string;
  area: string;
  action: string;
  permission: string | null;
  targetType: string | null;
  targetId: string | null;
  outcome: 'ok' | 'refused' | 'failed';
  before: unknown;
  after: unknown;
};
export type ChainCheck = {
  ok: boolean;
  checked: number;
  firstBroken: { seq: number; id: number; reason: string } | null;
};

export type ApprovalThresholds = { thresholds: { currency: string; amount: number }[] };
