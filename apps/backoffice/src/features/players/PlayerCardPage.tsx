import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../../lib/api/client.ts';
import { PATHS } from '../../lib/api/paths.ts';
import type { PlayerCard } from '../../lib/api/types.ts';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { Page } from '../../ui/Page.tsx';
import styles from './PlayerCard.module.css';
import { GrantedBonusNotice, PlayerBonusGrant, type GrantedBonus } from './PlayerBonusGrant.tsx';
import { playerCardKey } from './playerApi.ts';
import { PlayerStatusActions } from './PlayerStatusActions.tsx';
import { PlayerSummary } from './PlayerSummary.tsx';
import { PlayerTabs } from './PlayerTabs.tsx';
import { PlayerRestrictionBadge, PlayerStatusBadge } from './playerStatus.tsx';

/** One player: profile, balances, status and its history, then their activity by tab. */
export function PlayerCardPage() {
  const playerId = useParams().playerId ?? '';
  const card = useQuery({
    queryKey: playerCardKey(playerId),
    queryFn: ({ signal }) => api.get<PlayerCard>(PATHS.player(playerId), undefined, signal),
  });
  const profile = card.data?.profile;
  // The last grant's outcome (issue #27), shown until the member leaves the card.
  const [granted, setGranted] = useState<GrantedBonus | null>(null);
  return (
    <Page
      title={profile ? `Player ${profile.username}` : `Player ${playerId}`}
      subtitle={
        profile ? (
          <>
            #{profile.id} · <PlayerStatusBadge status={profile.status} />{' '}
            <PlayerRestrictionBadge restriction={profile.restriction} /> ·{' '}
            <Link to="/players">All players</Link>
          </>
        ) : undefined
      }
      actions={
        profile && (
          <div className={styles.actions}>
            <PlayerBonusGrant profile={profile} onGranted={setGranted} />
            <PlayerStatusActions profile={profile} />
          </div>
        )
      }
    >
      {granted && granted.grant.playerId === profile?.id && <GrantedBonusNotice granted={granted} />}
      {card.isPending && <p>Loading…</p>}
      {card.isError && <ErrorNotice error={card.error} />}
      {card.data && (
        <>
          <div className={styles.columns}>
            <PlayerSummary card={card.data} />
          </div>
          <PlayerTabs playerId={playerId} card={card.data} />
        </>
      )}
    </Page>
  );
}
