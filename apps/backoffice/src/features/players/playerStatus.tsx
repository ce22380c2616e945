import type { PlayerProfile, PlayerStatus } from '../../lib/api/types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';

const STATUS: Record<PlayerStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'ok' },
  blocked: { label: 'Blocked', tone: 'danger' },
  closed: { label: 'Closed', tone: 'neutral' },
  disabled: { label: 'Disabled', tone: 'danger' },
};

export const PLAYER_STATUS_OPTIONS = Object.entries(STATUS).map(([value, { label }]) => ({ value, label }));

export function PlayerStatusBadge({ status }: { status: string }) {
  const known = STATUS[status as PlayerStatus];
  return <Badge tone={known?.tone ?? 'neutral'}>{known?.label ?? status}</Badge>;
}

const RESTRICTION: Record<NonNullable<PlayerProfile['restriction']>['kind'], string> = {
  self_exclusion: 'Self-excluded',
  time_out: 'Time-out',
  operator: 'Restricted',
};

/**
 * The restriction in force beside the status (issue #26): an active account may still be closed to
 * play by a time-out, a self-exclusion or the operator — staff must see it before anything else.
 */
export function PlayerRestrictionBadge({ restriction }: { restriction: PlayerProfile['restriction'] }) {
  if (!restriction) return null;
  const until = restriction.endsAt === null ? 'until lifted' : `until ${formatDateTime(restriction.endsAt)}`;
  return (
    <Badge tone={restriction.kind === 'time_out' ? 'warn' : 'danger'}>
      {RESTRICTION[restriction.kind]} {until}
    </Badge>
  );
}
