import { useSearchParams } from 'react-router';
import { Page } from '../../ui/Page.tsx';
import { Tabs, tabPanelProps, type TabItem } from '../../ui/Tabs.tsx';
import { TradingBets } from './TradingBets.tsx';
import { TradingEvents } from './TradingEvents.tsx';
import { TradingLiability } from './TradingLiability.tsx';

/*
 * The trading room (issue #27): the book's events, its open exposure worst first, and the stream of
 * bets. The open tab is `?tab=` in the URL; each tab keeps its filters and page there too, and re-reads
 * on the staff channel's `trading` frames.
 */
const TABS: readonly TabItem[] = [
  { key: 'events', label: 'Events' },
  { key: 'liability', label: 'Liability' },
  { key: 'bets', label: 'Bets' },
];

function TabContent({ tab }: { tab: string }) {
  switch (tab) {
    case 'liability':
      return <TradingLiability />;
    case 'bets':
      return <TradingBets />;
    default:
      return <TradingEvents />;
  }
}

export function TradingPage() {
  const [params, setParams] = useSearchParams();
  const current = TABS.find((tab) => tab.key === params.get('tab'))?.key ?? 'events';
  return (
    <Page title="Trading room" subtitle="Events, open liability and the bet stream, updated live.">
      <section className="stack" aria-label="Trading room">
        <Tabs label="Trading room" items={TABS} current={current} onSelect={(tab) => setParams({ tab })} />
        <div {...tabPanelProps(current)}>
          <TabContent tab={current} />
        </div>
      </section>
    </Page>
  );
}
