import { ROLE_PERMISSIONS, STAFF_AUTH_PATHS, type StaffChallenge, type StaffSession } from '@lale/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { api } from '../src/lib/api/client.ts';
import { sessionStore } from '../src/lib/session.ts';
import { SignInPage } from '../src/features/signin/SignInPage.tsx';
import { renderAt, stubFetch } from './support.tsx';

const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>';
const CHALLENGE = 'c'.repeat(32);

function challenge(enrol: boolean): StaffChallenge {
  return {
    challenge: CHALLENGE,
    expiresAt: '2026-11-28T10:05:00.000Z',
    enrol: enrol
      ? {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Lale:ayse?secret=JBSWY3DPEHPK3PXP',
          qrSvg: QR_SVG,
        }
      : null,
  };
}

function session(recoveryCodes: string[] | null): StaffSession {
  return {
    staff: {
      id: 7,
      username: 'ayse',
      displayName: 'Ayşe Yılmaz',
      role: 'support',
      permissions: [...ROLE_PERMISSIONS.support],
    },
    csrfToken: 'csrf-123',
    idleTimeoutSeconds: 900,
    recoveryCodes,
  };
}

function renderSignIn(enrol: boolean) {
  const calls = stubFetch(({ url }) => {
    if (url.pathname === STAFF_AUTH_PATHS.login) return challenge(enrol);
    if (url.pathname === STAFF_AUTH_PATHS.totp) return session(enrol ? ['aaaaa-bbbbb', 'ccccc-ddddd'] : null);
    return null;
  });
  renderAt(
    '/signin',
    <Routes>
      <Route path="/signin" element={<SignInPage />} />
      <Route path="/" element={<p>Back office home</p>} />
    </Routes>,
  );
  return calls;
}

async function enterPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username'), 'ayse');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('staff sign-in', () => {
  it('moves from the password to the code, then opens the back office', async () => {
    const user = userEvent.setup();
    const calls = renderSignIn(false);
    await enterPassword(user);
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { username: 'ayse', password: 'correct horse' } });
    expect(calls[0]!.url.pathname).toBe(STAFF_AUTH_PATHS.login);

    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Back office home')).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ method: 'POST', body: { challenge: CHALLENGE, code: '123456' } });
    expect(sessionStore.get().session?.staff.username).toBe('ayse');

    // From now on every unsafe call repeats the session's CSRF token; the cookie goes with credentials.
    await api.post('/api/admin/players/1/notes', { text: 'hello' });
    expect(calls.at(-1)!.headers.get('x-csrf-token')).toBe('csrf-123');
  });

  it('checks the form with the contract before calling the server', async () => {
    const user = userEvent.setup();
    const calls = renderSignIn(false);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  it('enrols a new member: the QR code and secret, then the recovery codes once', async () => {
    const user = userEvent.setup();
    renderSignIn(true);
    await enterPassword(user);
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(QR_SVG)}`);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(screen.getByText('aaaaa-bbbbb')).toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Open the back office' });
    expect(open).toBeDisabled();
    await user.click(screen.getByLabelText('I have saved them'));
    await user.click(open);
    expect(await screen.findByText('Back office home')).toBeInTheDocument();
    expect(sessionStore.get().session?.recoveryCodes).toBeNull();
  });
});
