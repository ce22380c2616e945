import { useSearchParams } from 'react-router';
import type { PlayerCard } from '../../lib/api/types.ts';
import { useCan } from '../../lib/permissions.ts';
import { autoColumns } from '../../ui/list/autoColumns.ts';
import { PlainTable } from '../../ui/list/PlainTable.tsx';
import { Tabs, tabPanelProps, type TabItem } from '../../ui/Tabs.tsx';
import { PlayerAudit, PlayerLedger, PlayerPayments, PlayerRecords } from './PlayerLists.tsx';
import { PlayerKyc } from './PlayerKyc.tsx';
import { PlayerNotes } from './PlayerNotes.tsx';
import { PlayerRestrictions } from './PlayerRestrictions.tsx';
import { PlayerSessions } from './PlayerSessions.tsx';

const TABS: readonly TabItem[] = [
  { key: 'ledger', label: 'Ledger' },
  { key: 'payments', label: 'Payments' },
  { key: 'bonuses', label: 'Bonuses' },
  { key: 'bets', label: 'Sports bets' },
  { key: 'rounds', label: 'Rounds' },
  { key: 'sessions', label: 'Sessions' },
  { key: 'limits', label: 'Limits' },
  { key: 'safer', label: 'Safer play' },
  { key: 'kyc', label: 'KYC' },
  { key: 'notes', label: 'Notes' },
  { key: 'audit', label: 'Audit trail' },
];

function TabContent({ tab, playerId, card }: { tab: string; playerId: string; card: PlayerCard }) {
  switch (tab) {
    case 'payments':
      return <PlayerPayments playerId={playerId} />;
    case 'bonuses':
      return <PlayerRecords playerId={playerId} part="bonuses" label="Bonuses" />;
    case 'bets':
      return <PlayerRecords playerId={playerId} part="bets" label="Sports bets" />;
    case 'rounds':
      return <PlayerRecords playerId={playerId} part="rounds" label="Game rounds" />;
    case 'sessions':
      return <PlayerSessions playerId={playerId} />;
    case 'limits':
      return (
        <>
          <PlainTable
            label="Limits"
            rows={card.limits}
            columns={autoColumns(card.limits)}
            empty="No limits set."
          />
          <PlainTable
            label="Session-time limits (minutes)"
            rows={card.sessionLimits}
            columns={autoColumns(card.sessionLimits)}
            empty="No session-time limits."
          />
          <PlainTable
            label="Limit changes (newest first)"
            rows={card.limitHistory}
            columns={autoColumns(card.limitHistory)}
            empty="No limit has been changed."
          />
        </>
      );
    case 'safer':
      return <PlayerRestrictions playerId={playerId} username={card.profile.username} />;
    case 'kyc':
      return <PlayerKyc playerId={playerId} />;
    case 'notes':
      return <PlayerNotes playerId={playerId} notes={card.notes} />;
    case 'audit':
      return <PlayerAudit playerId={playerId} />;
    default:
      return <PlayerLedger playerId={playerId} />;
  }
}

/** The card's tabs; the open one is `?tab=` in the URL, and switching starts its list afresh. */
export function PlayerTabs({ playerId, card }: { playerId: string; card: PlayerCard }) {
  const [params, setParams] = useSearchParams();
  const can = useCan();
  const tabs = TABS.filter(
    (tab) =>
      (tab.key !== 'audit' || can('audit.view')) &&
      (tab.key !== 'safer' || can('saferPlay.view')) &&
      (tab.key !== 'kyc' || can('kyc.view')),
  );
  const current = tabs.find((tab) => tab.key === params.get('tab'))?.key ?? 'ledger';
  return (
    <section className="stack" aria-label="Player activity">
      <Tabs label="Player activity" items={tabs} current={current} onSelect={(tab) => setParams({ tab })} />
      <div {...tabPanelProps(current)}>
        <TabContent tab={current} playerId={playerId} card={card} />
      </div>
    </section>
  );
}
