import type { PlayerStatus } from '../../lib/api/types.ts';
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
