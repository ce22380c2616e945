import { formatDateTime } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { Facts } from '../../ui/Page.tsx';
import { usePlayerScreening } from './screeningApi.ts';

/*
 * A player's sanctions and PEP screening (issue #26, aml.view): the last result, when and against which
 * list version, and whether a screening is due (a sign-up, a changed name, a list update, a retry after
 * the provider failed). Shown on the player card's KYC tab and on a screening case. The server writes
 * each read to the audit trail.
 */

export function PlayerScreening({ playerId }: { playerId: number | string }) {
  const screening = usePlayerScreening(playerId);
  if (screening.isError) return <ErrorNotice error={screening.error} />;
  const data = screening.data;
  if (!data) return <p>Loading…</p>;
  const result =
    data.state === 'match' ? (
      <Badge tone="danger">
        {data.matches === 1 ? 'Match (1 list entry)' : `Match (${data.matches} list entries)`}
      </Badge>
    ) : data.state === 'clear' ? (
      <Badge tone="ok">Clear</Badge>
    ) : (
      <Badge tone="warn">Not screened yet</Badge>
    );
  return (
    <Facts
      items={[
        ['Result', result],
        ['Last screened', data.screenedAt ? formatDateTime(data.screenedAt) : 'Never'],
        ['List version', data.listVersion ?? '—'],
        [
          'Next screening',
          data.due
            ? data.failedAttempts > 0
              ? `Due; the provider failed ${data.failedAttempts} time(s) (${data.lastError ?? 'no reason'}), retried automatically`
              : 'Due at the next sweep (about a minute)'
            : 'When the list changes or the name or birth date does',
        ],
      ]}
    />
  );
}
