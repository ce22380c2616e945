import { useSearchParams } from 'react-router';
import { useCan } from '../../lib/permissions.ts';
import { Page } from '../../ui/Page.tsx';
import { Tabs, tabPanelProps, type TabItem } from '../../ui/Tabs.tsx';
import { CategoriesTab } from './CategoriesTab.tsx';
import { GamesTab } from './GamesTab.tsx';
import { JackpotsTab } from './JackpotsTab.tsx';
import { ProvidersTab } from './ProvidersTab.tsx';

/*
 * The casino catalogue (issue #27): providers and their switches, the games (search, switch, edit),
 * the lobby's categories (names, pages, pictures, order) and the jackpots' values. casino.view reads;
 * casino.edit changes.
 * The open tab is `?tab=` in the URL; the games keep their filters and page there too.
 */
const TABS: readonly TabItem[] = [
  { key: 'providers', label: 'Providers' },
  { key: 'games', label: 'Games' },
  { key: 'categories', label: 'Categories' },
  { key: 'jackpots', label: 'Jackpots' },
];

function TabContent({ tab, editable }: { tab: string; editable: boolean }) {
  switch (tab) {
    case 'games':
      return <GamesTab editable={editable} />;
    case 'categories':
      return <CategoriesTab editable={editable} />;
    case 'jackpots':
      return <JackpotsTab editable={editable} />;
    default:
      return <ProvidersTab editable={editable} />;
  }
}

export function CasinoPage() {
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const current = TABS.find((tab) => tab.key === params.get('tab'))?.key ?? 'providers';
  return (
    <Page
      title="Casino"
      subtitle="The lobby's providers, games, categories and jackpots. Changes show on the site at once."
    >
      <section className="stack" aria-label="Casino catalogue">
        <Tabs
          label="Casino catalogue"
          items={TABS}
          current={current}
          onSelect={(tab) => setParams({ tab })}
        />
        <div {...tabPanelProps(current)}>
          <TabContent tab={current} editable={can('casino.edit')} />
        </div>
      </section>
    </Page>
  );
}
