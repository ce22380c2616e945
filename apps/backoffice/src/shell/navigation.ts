import type { Permission } from '@lale/contracts';

/*
 * The screens of the side navigation and the permission each needs to be shown. Hiding is only
 * courtesy: every call is checked by the server, which answers 403 to a role without the permission.
 */
export type NavItem = { path: string; label: string; permission: Permission };

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/dashboard', label: 'Dashboard', permission: 'reports.view' },
  { path: '/players', label: 'Players', permission: 'players.view' },
  { path: '/payments', label: 'Payments', permission: 'payments.view' },
  { path: '/callbacks', label: 'Call-back requests', permission: 'players.view' },
  { path: '/corrections', label: 'Corrections', permission: 'payments.edit' },
  { path: '/aml', label: 'AML cases', permission: 'aml.view' },
  { path: '/staff', label: 'Staff', permission: 'staff.view' },
  { path: '/audit', label: 'Audit log', permission: 'audit.view' },
  // Thresholds are changed with staff.edit, which only the owner holds.
  { path: '/settings', label: 'Settings', permission: 'staff.edit' },
];

export function allowedNavItems(can: (permission: Permission) => boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => can(item.permission));
}
