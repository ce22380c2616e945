import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client.ts';
import { PATHS } from '../../lib/api/paths.ts';
import type { Dashboard, Figures } from '../../lib/api/types.ts';
import { formatCount, formatMoney } from '../../lib/format.ts';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { Page, Panel, Tile, Tiles } from '../../ui/Page.tsx';
import { PaymentsChart, RevenueChart } from './DailyChart.tsx';

const DAYS = 30;

/** The figures of a period as tiles: money with its currency, counts as plain numbers. */
function FigureTiles({ label, figures, currency }: { label: string; figures: Figures; currency: string }) {
  const money = (value: number) => formatMoney(value, currency);
  return (
    <Tiles label={label}>
      <Tile label="Deposits" value={money(figures.deposits)} />
      <Tile label="Withdrawals" value={money(figures.withdrawals)} />
      <Tile label="Stakes" value={money(figures.stakes)} />
      <Tile label="Wins" value={money(figures.wins)} />
      <Tile label="GGR" value={money(figures.ggr)} />
      <Tile label="Bonus converted" value={money(figures.bonusConverted)} />
      <Tile label="NGR" value={money(figures.ngr)} />
      <Tile label="Active players" value={formatCount(figures.activePlayers)} />
      <Tile label="Sign-ups" value={formatCount(figures.signUps)} />
    </Tiles>
  );
}

export function DashboardPage() {
  const dashboard = useQuery({
    queryKey: ['dashboard', DAYS],
    queryFn: ({ signal }) => api.get<Dashboard>(PATHS.dashboard, { days: DAYS }, signal),
  });
  const data = dashboard.data;
  return (
    <Page
      title="Dashboard"
      subtitle={
        data
          ? `GGR = stakes − wins, each on the day the ledger moved it; NGR = GGR − bonus converted. Days in ${data.timeZone}.`
          : undefined
      }
    >
      {dashboard.isPending && <p>Loading…</p>}
      {dashboard.isError && <ErrorNotice error={dashboard.error} />}
      {data && (
        <>
          <Panel title="Today">
            <FigureTiles label="Today's figures" figures={data.today} currency={data.currency} />
          </Panel>
          <Panel title={`Last ${DAYS} days`}>
            <FigureTiles
              label={`Figures of the last ${DAYS} days`}
              figures={data.period}
              currency={data.currency}
            />
          </Panel>
          <Panel title="Deposits and withdrawals by day">
            <PaymentsChart daily={data.daily} />
          </Panel>
          <Panel title="GGR and NGR by day">
            <RevenueChart daily={data.daily} />
          </Panel>
        </>
      )}
    </Page>
  );
}
