import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PlayerProfile } from '../../lib/api/types.ts';
import { useCan } from '../../lib/permissions.ts';
import { Button } from '../../ui/Button.tsx';
import { ReasonDialog } from '../../ui/ReasonDialog.tsx';
import { playerCardKey, REASON_MAX, REASON_MIN, setPlayerBlocked } from './playerApi.ts';

/** Block or unblock, each with a written reason (it goes into the status history and the audit trail). */
export function PlayerStatusActions({ profile }: { profile: PlayerProfile }) {
  const can = useCan();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  if (!can('players.edit')) return null;
  const playerId = String(profile.id);
  const blocking = profile.status !== 'blocked';
  return (
    <>
      <Button variant={blocking ? 'danger' : 'primary'} onClick={() => setOpen(true)}>
        {blocking ? 'Block player' : 'Unblock player'}
      </Button>
      {open && (
        <ReasonDialog
          title={blocking ? `Block ${profile.username}` : `Unblock ${profile.username}`}
          intro={
            blocking
              ? 'Blocking signs the player out everywhere at once and ends their game sessions.'
              : 'The player will be able to sign in again.'
          }
          label="Reason"
          confirmLabel={blocking ? 'Block' : 'Unblock'}
          danger={blocking}
          minLength={REASON_MIN}
          maxLength={REASON_MAX}
          onSubmit={(reason) => setPlayerBlocked(playerId, blocking, reason)}
          onDone={() => {
            setOpen(false);
            void queryClient.invalidateQueries({ queryKey: playerCardKey(playerId) });
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
