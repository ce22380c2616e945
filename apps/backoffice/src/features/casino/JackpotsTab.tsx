import type { AdminJackpot } from '@lale/contracts';
import { useState } from 'react';
import { formatMoney } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { Panel, Tile, Tiles } from '../../ui/Page.tsx';
import { useJackpots } from './casinoApi.ts';
import { JACKPOT_SOURCE_NAMES, jackpotTitle, levelLabel } from './casinoLabels.tsx';
import { JackpotDialog } from './JackpotDialog.tsx';
import styles from './Casino.module.css';

/*
 * The jackpots the lobbies show (issue #27): EGT's cards with their four levels and the Egypt Quest
 * jackpot's one value, in the site currency. Who sets them is shown beside each: the operator, here
 * (with casino.edit their values are changed, and the lobbies open on the site follow at once), or EGT's
 * jackpot feed (issue #29), whose values are not ours to change — no edit is offered, the server would
 * refuse it — and which says so when the feed went silent and the site stopped showing the card.
 */

function JackpotCard({
  jackpot,
  editable,
  onEdit,
}: {
  jackpot: AdminJackpot;
  editable: boolean;
  onEdit: (jackpot: AdminJackpot) => void;
}) {
  const title = jackpotTitle(jackpot.name);
  const levels = [...jackpot.levels].sort((a, b) => a.level - b.level);
  const fromFeed = jackpot.source === 'feed';
  return (
    <Panel
      title={title}
      actions={
        editable &&
        !fromFeed && (
          <Button small aria-label={`Edit values of ${title}`} onClick={() => onEdit(jackpot)}>
            Edit values
          </Button>
        )
      }
    >
      <span className={styles.badges}>
        <Badge>{JACKPOT_SOURCE_NAMES[jackpot.source]}</Badge>
        {jackpot.withheld && <Badge tone="warn">Not shown on the site</Badge>}
      </span>
      {fromFeed && (
        <p className={styles.faint}>
          {jackpot.withheld
            ? 'The feed has not answered for a while: the site hides this card until it does.'
            : 'The provider sets these values; they cannot be changed here.'}
        </p>
      )}
      <Tiles label={`${title} values`}>
        {levels.map(({ level, value }) => (
          <Tile key={level} label={levelLabel(jackpot, level)} value={formatMoney(value)} />
        ))}
      </Tiles>
    </Panel>
  );
}

export function JackpotsTab({ editable }: { editable: boolean }) {
  const jackpots = useJackpots();
  const [editing, setEditing] = useState<AdminJackpot | null>(null);
  const [done, setDone] = useState('');
  const edit = (jackpot: AdminJackpot) => {
    setDone('');
    setEditing(jackpot);
  };
  return (
    <div className="stack">
      <p className={styles.intro}>
        The jackpots the lobbies show, in the site currency: EGT&rsquo;s cards with their four levels and the
        Egypt Quest jackpot. New values show in the open lobbies at once.
      </p>
      <div role="status" className={styles.done}>
        {done}
      </div>
      {jackpots.isError && <ErrorNotice error={jackpots.error} />}
      {jackpots.isPending && <p className={styles.faint}>Loading…</p>}
      {jackpots.data?.length === 0 && <p className={styles.faint}>There is no jackpot.</p>}
      <div className={styles.jackpots}>
        {jackpots.data?.map((jackpot) => (
          <JackpotCard key={jackpot.name} jackpot={jackpot} editable={editable} onEdit={edit} />
        ))}
      </div>
      {editing && (
        <JackpotDialog
          jackpot={editing}
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
