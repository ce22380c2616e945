import type { AdminCasinoGame } from '@lale/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext, useState } from 'react';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { DataList, type Columns } from '../../ui/list/DataList.tsx';
import { selectFilter, type FilterDef } from '../../ui/list/ListFilters.tsx';
import { withActions } from '../../ui/list/withActions.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import {
  CASINO_PATHS,
  doneMessage,
  pictureSrc,
  useCategories,
  useProviders,
  useSwitchGame,
} from './casinoApi.ts';
import { ENABLED_CHOICES, SwitchBadge } from './casinoLabels.tsx';
import { GameDialog } from './GameDialog.tsx';
import styles from './Casino.module.css';

/*
 * The catalogue's games, a page at a time (the lobby's thousands): found by name or code, provider,
 * category and switch. With casino.edit each row switches its game on or off and opens its editor.
 */

const column = createColumnHelper<AdminCasinoGame>();

const COLUMNS: Columns<AdminCasinoGame> = [
  column.accessor('tileUrl', {
    header: 'Picture',
    cell: ({ row }) => (
      <img
        className={styles.thumb}
        src={pictureSrc(row.original.tileUrl)}
        alt={row.original.name}
        width={48}
        height={48}
        loading="lazy"
      />
    ),
  }),
  column.accessor('name', {
    header: 'Name',
    cell: (info) => <span className={styles.name}>{info.getValue()}</span>,
  }),
  column.accessor('code', {
    header: 'Code',
    cell: (info) => <span className={styles.code}>{info.getValue()}</span>,
  }),
  column.accessor('provider', { header: 'Provider' }),
  column.display({
    id: 'tags',
    header: 'Tags',
    cell: ({ row }) => {
      const { live, popular, isNew } = row.original;
      if (!live && !popular && !isNew) return <span className={styles.faint}>—</span>;
      return (
        <span className={styles.badges}>
          {live && <Badge tone="warn">Live</Badge>}
          {popular && <Badge tone="ok">Popular</Badge>}
          {isNew && <Badge>New</Badge>}
        </span>
      );
    },
  }),
  column.accessor('sort', {
    header: 'Sort',
    cell: (info) => <span className={styles.number}>{info.getValue()}</span>,
  }),
  column.accessor('enabled', {
    header: 'Status',
    cell: (info) => <SwitchBadge enabled={info.getValue()} />,
  }),
];

/** What a row's buttons do: the tab switches the game or opens its editor. */
type GameActions = {
  switchGame: (game: AdminCasinoGame) => void;
  edit: (game: AdminCasinoGame) => void;
  switching: number | null;
};
const GameActionsContext = createContext<GameActions>({
  switchGame: () => {},
  edit: () => {},
  switching: null,
});

function GameRowActions({ game }: { game: AdminCasinoGame }) {
  const { switchGame, edit, switching } = useContext(GameActionsContext);
  const action = game.enabled ? 'Switch off' : 'Switch on';
  return (
    <span className={styles.actions}>
      <Button
        small
        aria-label={`${action} ${game.name}`}
        // Not disabled while it runs (that would drop the keyboard's focus): a second press is ignored.
        onClick={() => switching !== game.gameId && switchGame(game)}
      >
        {action}
      </Button>
      <Button small aria-label={`Edit ${game.name}`} onClick={() => edit(game)}>
        Edit
      </Button>
    </span>
  );
}

// Module constants: a cell function made anew on each render would be a new component to React,
// remounting every row's buttons (and losing the focus a dialog gives back on closing).
const EDIT_COLUMNS = withActions(COLUMNS, (game) => <GameRowActions game={game} />);

export function GamesTab({ editable }: { editable: boolean }) {
  const providers = useProviders();
  const categories = useCategories();
  const switchGame = useSwitchGame();
  const [editing, setEditing] = useState<AdminCasinoGame | null>(null);
  const [done, setDone] = useState('');

  const filters: FilterDef[] = [
    { name: 'search', label: 'Search', type: 'text', placeholder: 'Name or code' },
    {
      name: 'providerId',
      label: 'Provider',
      type: 'select',
      options: (providers.data ?? []).map((p) => ({ value: String(p.providerId), label: p.name })),
    },
    {
      name: 'categoryId',
      label: 'Category',
      type: 'select',
      options: (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name.en })),
    },
    selectFilter('enabled', 'Status', ENABLED_CHOICES),
  ];

  const actions: GameActions = {
    switching: switchGame.isPending ? (switchGame.variables?.gameId ?? null) : null,
    switchGame: (game) => {
      setDone('');
      const enabled = !game.enabled;
      switchGame.mutate(
        { gameId: game.gameId, enabled },
        {
          onSuccess: (answer) =>
            setDone(doneMessage(answer, `${game.name} switched ${enabled ? 'on' : 'off'}.`)),
        },
      );
    },
    edit: (game) => {
      setDone('');
      setEditing(game);
    },
  };

  return (
    <div className="stack">
      <div role="status" className={styles.done}>
        {done}
      </div>
      {switchGame.isError && <ErrorNotice error={switchGame.error} />}
      <GameActionsContext.Provider value={actions}>
        <div className={styles.middle}>
          <DataList
            label="Games"
            path={CASINO_PATHS.games}
            columns={editable ? EDIT_COLUMNS : COLUMNS}
            filters={filters}
            exportable={false}
            rowKey={(game) => String(game.gameId)}
          />
        </div>
      </GameActionsContext.Provider>
      {editing && (
        <GameDialog
          game={editing}
          categories={categories.data}
          onSaved={(message) => {
            setEditing(null);
            setDone(message);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
