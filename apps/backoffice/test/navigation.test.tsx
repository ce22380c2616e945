import type { StaffRole } from '@lale/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../src/shell/AppRoutes.tsx';
import { renderAt, signInAs, stubFetch } from './support.tsx';

function signInWithEmptyLists(role: StaffRole) {
  signInAs(role);
  stubFetch(() => ({ items: [], total: 0 }));
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Back office' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('navigation by permission', () => {
  it('hides Payments from a role without payments.view (a trader), and shows the trading room', async () => {
    signInWithEmptyLists('trader');
    renderAt('/players', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Players', level: 1 })).toBeInTheDocument();
    expect(navLinks()).toEqual([
      'Dashboard',
      'Reports',
      'Players',
      'Call-back requests',
      'Trading room',
      'Approvals',
    ]);
    expect(screen.getByText('A trader')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('shows support what ROLE_PERMISSIONS gives it, and nothing of staff, audit or reports', async () => {
    // support holds payments.view in the contracts (staff-permissions.ts), so Payments stays visible.
    signInWithEmptyLists('support');
    renderAt('/players', <AppRoutes />);
    await screen.findByRole('heading', { name: 'Players', level: 1 });
    // Settings: safer play's rules and the documents' retention, read-only for support.
    expect(navLinks()).toEqual([
      'Players',
      'Payments',
      'Payment methods',
      'Call-back requests',
      'Trading room',
      'Bonuses',
      'Approvals',
      'Casino',
      'Settings',
    ]);
  });

  it('shows every screen to the owner', async () => {
    signInWithEmptyLists('owner');
    renderAt('/players', <AppRoutes />);
    await screen.findByRole('heading', { name: 'Players', level: 1 });
    expect(navLinks()).toEqual([
      'Dashboard',
      'Reports',
      'Players',
      'Payments',
      'Payment methods',
      'Call-back requests',
      'Corrections',
      'Trading room',
      'Bonuses',
      'Approvals',
      'Casino',
      'AML cases',
      'Content',
      'Notifications',
      'Staff',
      'Audit log',
      'Settings',
    ]);
  });

  it('shows Approvals to a role viewing any of payments, bonuses or sports, and to no other', async () => {
    signInWithEmptyLists('content');
    renderAt('/approvals', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Approvals', level: 1 })).toBeInTheDocument();
    expect(navLinks()).toContain('Approvals');
    cleanup();

    signInAs('support', ['players.view']);
    renderAt('/approvals', <AppRoutes />);
    expect(await screen.findByText('You do not have permission')).toBeInTheDocument();
    expect(navLinks()).not.toContain('Approvals');
  });

  it('shows risk the AML cases (aml.view)', async () => {
    signInWithEmptyLists('risk');
    renderAt('/aml', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'AML cases', level: 1 })).toBeInTheDocument();
    expect(navLinks()).toContain('AML cases');
  });

  it('refuses support (no aml.view) the AML screens', async () => {
    signInWithEmptyLists('support');
    renderAt('/aml/rules', <AppRoutes />);
    expect(await screen.findByText('You do not have permission')).toBeInTheDocument();
  });

  it('answers a typed URL the role lacks with "You do not have permission"', async () => {
    signInWithEmptyLists('support');
    renderAt('/staff', <AppRoutes />);
    expect(await screen.findByText('You do not have permission')).toBeInTheDocument();
  });

  it('sends a visitor without a session to sign-in', async () => {
    stubFetch(() => null);
    const { endSession } = await import('../src/lib/session.ts');
    endSession();
    renderAt('/players', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
  });
});
