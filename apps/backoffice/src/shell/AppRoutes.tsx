import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import type { Permission } from '@lale/contracts';
import { SignInPage } from '../features/signin/SignInPage.tsx';
import { Notice } from '../ui/Notice.tsx';
import { HomeRedirect } from './HomeRedirect.tsx';
import { Layout } from './Layout.tsx';
import { RequirePermission } from './RequirePermission.tsx';
import { APPROVALS_READERS, SETTINGS_READERS } from './navigation.ts';

/*
 * The routes under /backoffice (the router's basename). Each screen is its own chunk, so signing in
 * does not load the charts, and each checks its permission (navigation.ts names the same ones).
 */
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const SCREENS: readonly {
  path: string;
  permission: Permission | readonly Permission[];
  Screen: LazyExoticComponent<ComponentType>;
}[] = [
  {
    path: 'dashboard',
    permission: 'reports.view',
    Screen: named(() => import('../features/dashboard/DashboardPage.tsx'), 'DashboardPage'),
  },
  {
    path: 'reports',
    permission: 'reports.view',
    Screen: named(() => import('../features/reports/ReportsPage.tsx'), 'ReportsPage'),
  },
  {
    path: 'players',
    permission: 'players.view',
    Screen: named(() => import('../features/players/PlayersPage.tsx'), 'PlayersPage'),
  },
  {
    path: 'players/:playerId',
    permission: 'players.view',
    Screen: named(() => import('../features/players/PlayerCardPage.tsx'), 'PlayerCardPage'),
  },
  {
    path: 'payments',
    permission: 'payments.view',
    Screen: named(() => import('../features/payments/PaymentsPage.tsx'), 'PaymentsPage'),
  },
  {
    path: 'payment-methods',
    permission: 'payments.view',
    Screen: named(() => import('../features/payment-methods/PaymentMethodsPage.tsx'), 'PaymentMethodsPage'),
  },
  {
    path: 'callbacks',
    permission: 'players.view',
    Screen: named(() => import('../features/callbacks/CallbacksPage.tsx'), 'CallbacksPage'),
  },
  {
    path: 'corrections',
    permission: 'payments.edit',
    Screen: named(() => import('../features/corrections/CorrectionsPage.tsx'), 'CorrectionsPage'),
  },
  {
    path: 'trading',
    permission: 'sports.view',
    Screen: named(() => import('../features/trading/TradingPage.tsx'), 'TradingPage'),
  },
  {
    path: 'trading/events/:eventId',
    permission: 'sports.view',
    Screen: named(() => import('../features/trading/TradingEventPage.tsx'), 'TradingEventPage'),
  },
  {
    path: 'bonuses',
    permission: 'bonuses.view',
    Screen: named(() => import('../features/bonuses/BonusesPage.tsx'), 'BonusesPage'),
  },
  {
    path: 'bonuses/new',
    permission: 'bonuses.edit',
    Screen: named(() => import('../features/bonuses/BonusEditPage.tsx'), 'NewBonusPage'),
  },
  {
    path: 'bonuses/:id',
    permission: 'bonuses.view',
    Screen: named(() => import('../features/bonuses/BonusEditPage.tsx'), 'BonusEditPage'),
  },
  {
    path: 'approvals',
    permission: APPROVALS_READERS,
    Screen: named(() => import('../features/approvals/ApprovalsPage.tsx'), 'ApprovalsPage'),
  },
  {
    path: 'casino',
    permission: 'casino.view',
    Screen: named(() => import('../features/casino/CasinoPage.tsx'), 'CasinoPage'),
  },
  {
    path: 'aml',
    permission: 'aml.view',
    Screen: named(() => import('../features/aml/AmlCasesPage.tsx'), 'AmlCasesPage'),
  },
  {
    path: 'aml/cases/:caseId',
    permission: 'aml.view',
    Screen: named(() => import('../features/aml/AmlCasePage.tsx'), 'AmlCasePage'),
  },
  {
    path: 'aml/rules',
    permission: 'aml.view',
    Screen: named(() => import('../features/aml/AmlRulesPage.tsx'), 'AmlRulesPage'),
  },
  {
    path: 'content',
    permission: 'content.view',
    Screen: named(() => import('../features/content/ContentPage.tsx'), 'ContentPage'),
  },
  {
    path: 'notifications',
    permission: 'content.edit',
    Screen: named(() => import('../features/notifications/NotificationsPage.tsx'), 'NotificationsPage'),
  },
  {
    path: 'staff',
    permission: 'staff.view',
    Screen: named(() => import('../features/staff/StaffPage.tsx'), 'StaffPage'),
  },
  {
    path: 'audit',
    permission: 'audit.view',
    Screen: named(() => import('../features/audit/AuditPage.tsx'), 'AuditPage'),
  },
  {
    path: 'settings',
    permission: SETTINGS_READERS,
    Screen: named(() => import('../features/settings/SettingsPage.tsx'), 'SettingsPage'),
  },
];

export function AppRoutes() {
  return (
    <Routes>
      <Route path="signin" element={<SignInPage />} />
      <Route element={<Layout />}>
        <Route index element={<HomeRedirect />} />
        {SCREENS.map(({ path, permission, Screen }) => (
          <Route
            key={path}
            path={path}
            element={
              <RequirePermission permission={permission}>
                <Screen />
              </RequirePermission>
            }
          />
        ))}
        <Route path="*" element={<Notice tone="error">This page does not exist.</Notice>} />
      </Route>
    </Routes>
  );
}
