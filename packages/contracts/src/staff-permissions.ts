/*
 * Back office (issue #25): what a staff member may do. A permission is an area and an action
 * (`players.view`, `payments.approve`); a role is a fixed set of permissions. Every `/api/admin/*` route
 * declares the one permission it needs, the server checks it on every call, and the back office hides
 * what the signed-in role lacks. Later work names permissions, never roles.
 */

export const STAFF_AREAS = [
  'players',
  'payments',
  'bonuses',
  'sports',
  'casino',
  'content',
  'reports',
  'saferPlay',
  'kyc',
  'aml',
  'staff',
  'audit',
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

/** view: read; edit: change; approve: decide (money out, a second pair of eyes, a case closed). */
export const STAFF_ACTIONS = ['view', 'edit', 'approve'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

export type Permission = `${StaffArea}.${StaffAction}`;

export const ALL_PERMISSIONS: readonly Permission[] = STAFF_AREAS.flatMap((area) =>
  STAFF_ACTIONS.map((action): Permission => `${area}.${action}`),
);

export const STAFF_ROLES = ['owner', 'support', 'payments', 'risk', 'trader', 'content', 'analyst'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const every = (area: StaffArea): Permission[] => STAFF_ACTIONS.map((action) => `${area}.${action}` as const);
const view = (...areas: StaffArea[]): Permission[] => areas.map((area) => `${area}.view` as const);

/**
 * The roles. Risk & compliance owns safer play, KYC and AML; the analyst only reads. Nobody but the
 * owner sees the staff list or the audit trail except compliance, which reads the trail.
 */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: ALL_PERMISSIONS,
  support: [
    ...view('players', 'payments', 'bonuses', 'sports', 'casino', 'saferPlay', 'kyc'),
    'players.edit',
  ],
  payments: [...view('players', 'bonuses', 'reports'), ...every('payments')],
  risk: [
    ...view('players', 'payments', 'bonuses', 'sports', 'casino', 'reports', 'audit'),
    'players.edit',
    ...every('saferPlay'),
    ...every('kyc'),
    ...every('aml'),
  ],
  trader: [...view('players', 'reports'), ...every('sports')],
  content: [...view('casino', 'reports'), ...every('content'), 'bonuses.view', 'bonuses.edit', 'casino.edit'],
  analyst: view('players', 'payments', 'bonuses', 'sports', 'casino', 'content', 'reports'),
};

export const roleCan = (role: StaffRole, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);
