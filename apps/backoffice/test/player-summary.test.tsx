import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlayerSummary } from '../src/features/players/PlayerSummary.tsx';
import type { PlayerCard } from '../src/lib/api/types.ts';

/*
 * The player card's status history names who made each change: a staff member by name, "System" for a
 * staff id without a name, and "The player" for the player's own change — closing their account
 * (issue #26), recorded without a staff id.
 */

const change = (staffId: number | null, staffName: string | null, reason: string) => ({
  at: '2026-11-24T09:00:00.000Z',
  from: 'active' as const,
  to: 'closed' as const,
  reason,
  staffId,
  staffName,
});

const card = {
  profile: {
    id: 7,
    username: 'ayse',
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: 'ayse@example.com',
    phone: '905551112233',
    phoneVerified: true,
    personalNo: null,
    birthDate: null,
    country: 'Türkiye',
    currency: 'TRY',
    createdAt: '2026-01-01T09:00:00.000Z',
    lastLoginAt: null,
  },
  balances: { cash: 0, bonus: 0, onHold: 0, currency: 'TRY' },
  statusHistory: [
    change(null, null, 'Closed by the player: spending_too_much'),
    change(3, 'risk1', 'checked'),
    change(9, null, 'migrated'),
  ],
  limits: [],
  notes: [],
} as unknown as PlayerCard;

describe('the status history on the player card', () => {
  it('names the player for their own change, the staff member otherwise, System without a name', () => {
    render(<PlayerSummary card={card} />);
    const rows = within(screen.getByRole('table', { name: 'Status history' })).getAllByRole('row');
    const by = (reason: string) => rows.find((row) => row.textContent?.includes(reason))!.textContent;
    expect(by('Closed by the player: spending_too_much')).toContain('The player');
    expect(by('checked')).toContain('risk1');
    expect(by('migrated')).toContain('System');
  });
});
