import type { AmlCaseStatus, AmlDecision, AmlRuleCode } from '@lale/contracts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';

/* The AML screens' words for the API's codes (issue #26). */

export const RULE_NAMES: Record<AmlRuleCode, string> = {
  deposit_withdrawn: 'Deposit withdrawn with little play',
  lifetime_threshold: 'Lifetime stakes or winnings at the due-diligence threshold',
  many_instruments: 'Many payment instruments',
  deposit_velocity: 'Sudden deposit velocity',
  screening_match: 'Sanctions or PEP list match',
  excluded_lookalike: 'Looks like a self-excluded player',
};

/** What each rule watches, and each parameter's meaning and range (the API checks the same range). */
export const RULE_HELP: Record<
  AmlRuleCode,
  { about: string; params: Record<string, { label: string; hint: string }> }
> = {
  deposit_withdrawn: {
    about:
      'When a withdrawal is requested, raises a case if the cash staked since the last deposit is below a share of that deposit.',
    params: {
      maxStakeShare: {
        label: 'Staked share of the deposit below which a case is raised',
        hint: 'A fraction from 0.01 to 1 (0.5: less than half of the deposit played).',
      },
    },
  },
  lifetime_threshold: {
    about:
      "When a withdrawal is requested or a deposit confirmed, raises one case per player once their cash stakes or winnings over their whole history reach the threshold, converted at the operator's euro rate.",
    params: {
      thresholdEur: {
        label: 'Threshold in euros',
        hint: 'Whole euros from 100 to 1,000,000 (2,000: the EU due-diligence threshold).',
      },
    },
  },
  many_instruments: {
    about:
      'When a deposit is confirmed or a withdrawal requested, raises a case if the player used this many different cards, bank accounts or wallets within the window; at most one case per window.',
    params: {
      minInstruments: {
        label: 'Different instruments that raise a case',
        hint: 'A whole number from 2 to 50 (4 by default).',
      },
      windowDays: {
        label: 'Window in days',
        hint: 'Whole days from 1 to 365 (30 by default).',
      },
    },
  },
  deposit_velocity: {
    about:
      "When a deposit is confirmed, raises a case if the deposits of the last hours are too many, or far above the player's own daily average and above a floor in euros; at most one case per window.",
    params: {
      windowHours: { label: 'Window in hours', hint: 'Whole hours from 1 to 168 (24 by default).' },
      maxDeposits: {
        label: 'Deposits within the window that raise a case',
        hint: 'A whole number from 2 to 100 (5 by default).',
      },
      multiple: {
        label: "Times the player's usual amount",
        hint: 'A whole number from 2 to 100 (5 by default).',
      },
      baselineDays: {
        label: 'Days the usual amount is averaged over',
        hint: 'Whole days from 7 to 365, before the window (30 by default).',
      },
      floorEur: {
        label: 'Least amount in euros',
        hint: "Whole euros from 100 to 1,000,000 (1,000 by default), at the operator's rate.",
      },
    },
  },
  screening_match: {
    about:
      'Every player is screened against the sanctions and PEP list at sign-up and again whenever the list changes; a match on name and birth date (or year) raises one case per list entry. Off: nobody is screened until it is on again.',
    params: {
      minNameScore: {
        label: 'Lowest name score that matches',
        hint: 'From 0.7 to 1. 1: exact names only (fuzzy matching off; case, Turkish i, accents and name order are always ignored). 0.85: a letter or two may differ.',
      },
    },
  },
  excluded_lookalike: {
    about:
      "Raises a case when an account has the same name and birth date as a player whose self-exclusion is in force: at the sign-up, or when the other player self-excludes. The same e-mail already excludes an account by itself; a shared name and birth date needs a person's judgement, and a restriction when it is the same player.",
    params: {},
  },
};

export const STATUS_LABELS: Record<AmlCaseStatus, string> = {
  open: 'Open',
  cleared: 'Cleared',
  documents_requested: 'Documents requested',
  restricted: 'Player restricted',
  closed: 'Closed',
  reported: 'Reported',
};

const STATUS_TONES: Record<AmlCaseStatus, BadgeTone> = {
  open: 'warn',
  cleared: 'ok',
  documents_requested: 'warn',
  restricted: 'danger',
  closed: 'neutral',
  reported: 'danger',
};

export function AmlStatusBadge({ status }: { status: AmlCaseStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}

export const DECISION_LABELS: Record<AmlDecision, string> = {
  clear: 'Clear',
  request_documents: 'Request documents',
  restrict: 'Restrict player',
  close: 'Close',
  report: 'Report to the authority',
};

/** The evidence's keys as staff read them, in reading order; an unknown key is shown as it is, last. */
export const EVIDENCE_LABELS: Record<string, string> = {
  depositReference: 'Last deposit',
  depositAmount: 'Deposit amount',
  depositAt: 'Deposited at',
  stakedSinceDeposit: 'Staked since the deposit',
  withdrawalReference: 'Withdrawal',
  withdrawalAmount: 'Amount asked for',
  maxStakeShare: "Rule's share at the time",
  stakedLifetime: 'Staked, whole history',
  wonLifetime: 'Won, whole history',
  thresholdEur: 'Threshold (EUR)',
  unitsPerEur: 'Rate (units per euro)',
  thresholdInCurrency: 'Threshold in the currency',
  currency: 'Currency',
  instrumentCount: 'Instruments used',
  instruments: 'Instruments',
  firstUsedAt: 'First used in the window',
  minInstruments: "Rule's number at the time",
  windowDays: 'Window (days)',
  trigger: 'Raised by',
  depositsInWindow: 'Deposits in the window',
  depositedInWindow: 'Deposited in the window',
  usualForWindow: "The player's usual for as long",
  windowHours: 'Window (hours)',
  maxDeposits: "Rule's deposit count",
  multiple: "Rule's multiple",
  baselineDays: 'Usual averaged over (days)',
  floorEur: 'Floor (EUR)',
  floorInCurrency: 'Floor in the currency',
  listEntryId: 'List entry',
  listName: 'List',
  category: 'Category',
  listedName: 'Name on the list',
  listedBirth: 'Birth date on the list',
  listedNationality: 'Nationality on the list',
  listedNationalId: 'National id on the list',
  playerName: "Player's name",
  playerBirthDate: "Player's birth date",
  playerCountry: "Player's country",
  nameScore: 'Name score (0 to 1)',
  matchBasis: 'Matched on',
  matchReason: 'Why it matched',
  minNameScore: "Rule's lowest name score at the time",
  provider: 'Screening provider',
  listVersion: 'List version',
  screenedAt: 'Screened at',
  lookalikePlayerId: 'Look-alike account (player id)',
  lookalikeUsername: "Look-alike's username",
  lookalikeName: "Look-alike's name",
  exclusionEndsAt: 'Self-exclusion ends',
};

/** Evidence values that are codes, in words (by the evidence key). */
export const EVIDENCE_VALUE_LABELS: Record<string, Record<string, string>> = {
  trigger: {
    sign_up: 'The sign-up of this account',
    self_exclusion: "The look-alike's self-exclusion",
    sweep: 'The periodic look at recent play',
  },
  category: { sanctions: 'Sanctions', pep: 'Politically exposed person (PEP)' },
  matchBasis: {
    national_id: 'National id',
    name_birth_date: 'Name and birth date',
    name_birth_year: 'Name and birth year',
    name_only: 'Exact name (no birth date to compare)',
  },
};
