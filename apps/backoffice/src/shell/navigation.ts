import { APPROVAL_AREAS, type Permission } from '@lale/contracts';

/*
 * The screens of the side navigation and the permission each needs to be shown. Hiding is only
 * courtesy: every call is checked by the server, which answers 403 to a role without the permission.
 */
export type NavItem = { path: string; label: string; permission: Permission | readonly Permission[] };

/** Who may open the Settings page: each of its panels needs one of these. */
export const SETTINGS_READERS: readonly Permission[] = ['staff.edit', 'saferPlay.view', 'kyc.view'];

/** Who may open Approvals: each area's held changes are listed to its viewers (issue #27). */
export const APPROVALS_READERS: readonly Permission[] = APPROVAL_AREAS.map((area) => `${area}.view` as const);

/** Whether a role may see a screen guarded by one permission or by any of several. */
export const canAny = (
  can: (permission: Permission) => boolean,
  needed: Permission | readonly Permission[],
) => (typeof needed === 'string' ? can(needed) : needed.some(can));

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/dashboard', label: 'Dashboard', permission: 'reports.view' },
  { path: '/reports', label: 'Reports', permission: 'reports.view' },
  { path: '/players', label: 'Players', permission: 'players.view' },
  { path: '/payments', label: 'Payments', permission: 'payments.view' },
  { path: '/payment-methods', label: 'Payment methods', permission: 'payments.view' },
  { path: '/callbacks', label: 'Call-back requests', permission: 'players.view' },
  { path: '/corrections', label: 'Corrections', permission: 'payments.edit' },
  { path: '/trading', label: 'Trading room', permission: 'sports.view' },
  { path: '/bonuses', label: 'Bonuses', permission: 'bonuses.view' },
  { path: '/approvals', label: 'Approvals', permission: APPROVALS_READERS },
  { path: '/casino', label: 'Casino', permission: 'casino.view' },
  { path: '/aml', label: 'AML cases', permission: 'aml.view' },
  { path: '/content', label: 'Content', permission: 'content.view' },
  { path: '/notifications', label: 'Notifications', permission: 'content.edit' },
  { path: '/staff', label: 'Staff', permission: 'staff.view' },
  { path: '/audit', label: 'Audit log', permission: 'audit.view' },
  // Any of: the thresholds (staff.edit, owner only), safer play's rules, the documents' retention.
  { path: '/settings', label: 'Settings', permission: SETTINGS_READERS },
];

export function allowedNavItems(can: (permission: Permission) => boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => canAny(can, item.permission));
}
