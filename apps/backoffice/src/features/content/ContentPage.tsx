import { useSearchParams } from 'react-router';
import { useCan } from '../../lib/permissions.ts';
import { Page } from '../../ui/Page.tsx';
import { Tabs, tabPanelProps, type TabItem } from '../../ui/Tabs.tsx';
import { CollectionTab } from './CollectionTab.tsx';
import { PAGES, POPUPS, PROMOTIONS, SLIDERS } from './collections.tsx';
import { SiteOptionsTab, TranslationsTab } from './KeyedSettings.tsx';
import { PicturesTab } from './Pictures.tsx';

/*
 * Content (issue #27): what the site's bootstrap publishes — promotions, sliders, footer pages,
 * popups, their pictures, translation overrides and site options. content.view reads every tab;
 * content.edit adds the writes. A save reaches every visitor within seconds (the bootstrap's cache).
 * The open tab is `?tab=` in the URL.
 */

const TABS: readonly TabItem[] = [
  { key: 'promotions', label: 'Promotions' },
  { key: 'sliders', label: 'Sliders' },
  { key: 'pages', label: 'Pages' },
  { key: 'popups', label: 'Popups' },
  { key: 'pictures', label: 'Pictures' },
  { key: 'translations', label: 'Translations' },
  { key: 'options', label: 'Site options' },
];

function TabContent({ tab, editable }: { tab: string; editable: boolean }) {
  switch (tab) {
    case 'sliders':
      return (
        <CollectionTab
          key={tab}
          def={SLIDERS}
          editable={editable}
          intro="The carousels' slides. Each carousel (its slug) shows its published slides in this order."
        />
      );
    case 'pages':
      return (
        <CollectionTab
          key={tab}
          def={PAGES}
          editable={editable}
          intro="The footer's pages, each at /pages/<id>. Pages are ordered within their category."
        />
      );
    case 'popups':
      return (
        <CollectionTab
          key={tab}
          def={POPUPS}
          editable={editable}
          intro="The popup that opens when the site loads: the newest published one. Popups have no order."
        />
      );
    case 'pictures':
      return <PicturesTab editable={editable} />;
    case 'translations':
      return <TranslationsTab editable={editable} />;
    case 'options':
      return <SiteOptionsTab editable={editable} />;
    default:
      return (
        <CollectionTab
          key="promotions"
          def={PROMOTIONS}
          editable={editable}
          intro="The promotions page's cards, in this order. Only published promotions are listed."
        />
      );
  }
}

export function ContentPage() {
  const [params, setParams] = useSearchParams();
  const can = useCan();
  const current = TABS.find((tab) => tab.key === params.get('tab'))?.key ?? 'promotions';
  return (
    <Page
      title="Content"
      subtitle="What the site shows: a saved change reaches every visitor within a few seconds."
    >
      <section className="stack" aria-label="Content">
        <Tabs label="Content" items={TABS} current={current} onSelect={(tab) => setParams({ tab })} />
        <div {...tabPanelProps(current)}>
          <TabContent tab={current} editable={can('content.edit')} />
        </div>
      </section>
    </Page>
  );
}
