import type { AdminCasinoProvider } from '@lale/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext, useState } from 'react';
import { formatCount } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import type { Columns } from '../../ui/list/DataList.tsx';
import { PlainTable } from '../../ui/list/PlainTable.tsx';
import { withActions } from '../../ui/list/withActions.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { doneMessage, useProviders, useSwitchProvider } from './casinoApi.ts';
import { SwitchBadge } from './casinoLabels.tsx';
import styles from './Casino.module.css';

/*
 * The game providers: the operator's switch beside whether the provider can launch here at all. A
 * provider's games are in the lobby only while both hold; switching it off drops them from the lobby
 * and the search at once, so the switch asks first.
 */

const column = createColumnHelper<AdminCasinoProvider>();

const COLUMNS: Columns<AdminCasinoProvider> = [
  column.accessor('name', {
    header: 'Provider',
    cell: (info) => <span className={styles.name}>{info.getValue()}</span>,
  }),
  column.accessor('enabled', {
    header: 'Status',
    cell: ({ row }) => (
      <div className={styles.stacked}>
        <span className={styles.badges}>
          <SwitchBadge enabled={row.original.enabled} />
          {!row.original.configured && <Badge tone="warn">Not configured</Badge>}
        </span>
        {!row.original.configured && (
          <span className={styles.faint}>Its games stay hidden until it is configured.</span>
        )}
      </div>
    ),
  }),
  column.accessor('games', {
    header: 'Games on',
    cell: ({ row }) => (
      <span className={styles.number}>
        {formatCount(row.original.enabledGames)} of {formatCount(row.original.games)}
      </span>
    ),
  }),
];

/** What a row's switch button does: the tab opens its confirmation. */
const AskToSwitch = createContext<(provider: AdminCasinoProvider) => void>(() => {});

function ProviderSwitch({ provider }: { provider: AdminCasinoProvider }) {
  const ask = useContext(AskToSwitch);
  const action = provider.enabled ? 'Switch off' : 'Switch on';
  return (
    <Button small aria-label={`${action} ${provider.name}`} onClick={() => ask(provider)}>
      {action}
    </Button>
  );
}

// Module constants: a cell function made anew on each render would be a new component to React,
// remounting every row's buttons (and losing the focus a dialog gives back on closing).
const EDIT_COLUMNS = withActions(COLUMNS, (provider) => <ProviderSwitch provider={provider} />);

function switchText(provider: AdminCasinoProvider): string {
  const { name, enabledGames, configured } = provider;
  if (provider.enabled)
    return `The lobby and search drop ${name}'s games at once, and players can no longer open them. Each game keeps its own switch for when the provider is switched on again.`;
  const returning = `${name}'s ${formatCount(enabledGames)} switched-on games return to the lobby and search at once.`;
  return configured ? returning : `${returning} It is not configured yet, so they stay hidden until it is.`;
}

export function ProvidersTab({ editable }: { editable: boolean }) {
  const providers = useProviders();
  const switchProvider = useSwitchProvider();
  const [confirming, setConfirming] = useState<AdminCasinoProvider | null>(null);
  const [done, setDone] = useState('');
  const ask = (provider: AdminCasinoProvider) => {
    setDone('');
    setConfirming(provider);
  };
  return (
    <div className="stack">
      <p className={styles.intro}>
        A provider&rsquo;s games are in the lobby only while it is switched on <em>and</em> configured (its
        launch credentials here, or the sandbox outside production). Each game has its own switch too, on the
        Games tab.
      </p>
      <div role="status" className={styles.done}>
        {done}
      </div>
      {providers.isError && <ErrorNotice error={providers.error} />}
      <AskToSwitch.Provider value={ask}>
        <PlainTable
          label="Game providers"
          rows={providers.data ?? []}
          columns={editable ? EDIT_COLUMNS : COLUMNS}
          rowKey={(provider) => String(provider.providerId)}
          empty={providers.isPending ? 'Loading…' : 'No provider.'}
        />
      </AskToSwitch.Provider>
      {confirming && (
        <ConfirmDialog
          title={`${confirming.enabled ? 'Switch off' : 'Switch on'} ${confirming.name}?`}
          message={switchText(confirming)}
          confirmLabel={confirming.enabled ? 'Switch off' : 'Switch on'}
          onConfirm={async () => {
            const enabled = !confirming.enabled;
            const answer = await switchProvider.mutateAsync({ providerId: confirming.providerId, enabled });
            setDone(doneMessage(answer, `${confirming.name} switched ${enabled ? 'on' : 'off'}.`));
          }}
          onDone={() => setConfirming(null)}
          onClose={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
