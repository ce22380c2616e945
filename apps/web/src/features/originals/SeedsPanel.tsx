import { sha256Hex } from '@lale/originals/verify';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { formatDateTime } from '../account/index.ts';
import { fetchSeeds, ROUNDS_QUERY_KEY, SEEDS_QUERY_KEY, type Rotation, type Seeds } from './api.ts';
import { RotateSeedForm } from './RotateSeedForm.tsx';
import { Verdict } from './Verdict.tsx';
import dataTable from '../../lib/ui/DataTable.module.css';
import styles from './ProvablyFair.module.css';
import { useOriginalsText } from './texts.ts';

/*
 * The player's seeds: the active pair (the server seed only as its hash), the rotation, the seed the
 * last rotation revealed with its hash recomputed here, and every revealed pair.
 */

type Revealed = { rotation: Rotation; hashShownBefore: string };

export function SeedsPanel() {
  const { t } = useOriginalsText();
  const queryClient = useQueryClient();
  const seeds = useQuery({ queryKey: SEEDS_QUERY_KEY, queryFn: ({ signal }) => fetchSeeds(signal) });
  const [revealed, setRevealed] = useState<Revealed | null>(null);

  function onRotated(rotation: Rotation) {
    setRevealed({ rotation, hashShownBefore: seeds.data?.active.serverSeedHash ?? '' });
    notify.success(t('seeds.rotated'));
    queryClient.setQueryData(SEEDS_QUERY_KEY, (old: Seeds | undefined) =>
      old ? { ...old, active: rotation.active } : old,
    );
    // The revealed list, and every round of the old pair, now carry the server seed.
    void queryClient.invalidateQueries({ queryKey: SEEDS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ROUNDS_QUERY_KEY });
  }

  return (
    <section id="seeds" className={styles.card} aria-labelledby="fair-seeds-title">
      <h2 id="fair-seeds-title" className={styles.cardTitle}>
        {t('seeds.title')}
      </h2>
      {seeds.isPending ? <Spinner /> : null}
      {seeds.isError ? (
        <div className={styles.failed}>
          <p>{t('seeds.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void seeds.refetch()}>
            {t('seeds.retry')}
          </Button>
        </div>
      ) : null}
      {seeds.data ? (
        <>
          <dl className={styles.pair} aria-label={t('seeds.activeCaption')}>
            <div className={styles.pairWide}>
              <dt>{t('seeds.serverSeedHash')}</dt>
              <dd className={styles.hex}>{seeds.data.active.serverSeedHash}</dd>
            </div>
            <div>
              <dt>{t('seeds.clientSeed')}</dt>
              <dd className={styles.hex}>{seeds.data.active.clientSeed}</dd>
            </div>
            <div>
              <dt>{t('seeds.nextNonce')}</dt>
              <dd className={styles.number}>{seeds.data.active.nonce}</dd>
            </div>
          </dl>
          <p className={styles.muted}>{t('seeds.hashNote')}</p>
          <RotateSeedForm onRotated={onRotated} />
        </>
      ) : null}
      <div role="status">{revealed?.rotation.revealed ? <RevealedNow {...revealed} /> : null}</div>
      {seeds.data ? <RevealedPairs pairs={seeds.data.revealed} /> : null}
    </section>
  );
}

function RevealedNow({ rotation, hashShownBefore }: Revealed) {
  const { t } = useOriginalsText();
  const pair = rotation.revealed!;
  const hash = sha256Hex(pair.serverSeed);
  const matches = hash === pair.serverSeedHash && hash === hashShownBefore;
  return (
    <div className={styles.revealed}>
      <h3 className={styles.subTitle}>{t('seeds.revealedTitle')}</h3>
      <dl className={styles.pair}>
        <div className={styles.pairWide}>
          <dt>{t('seeds.revealedSeed')}</dt>
          <dd className={styles.hex}>{pair.serverSeed}</dd>
        </div>
        <div className={styles.pairWide}>
          <dt>{t('seeds.revealedHash')}</dt>
          <dd className={styles.hex}>{hash}</dd>
        </div>
      </dl>
      <Verdict ok={matches}>{matches ? t('seeds.hashMatches') : t('seeds.hashDiffers')}</Verdict>
      <p className={styles.muted}>{t('seeds.roundsPlayed', { count: pair.nonce })}</p>
    </div>
  );
}

function RevealedPairs({ pairs }: { pairs: Seeds['revealed'] }) {
  const { t } = useOriginalsText();
  return (
    <div className={styles.revealedList}>
      <h3 className={styles.subTitle}>{t('seeds.revealedList')}</h3>
      {pairs.length === 0 ? (
        <p className={styles.muted}>{t('seeds.noRevealed')}</p>
      ) : (
        <table className={`${dataTable.table} ${dataTable.phoneCards}`}>
          <caption className={dataTable.caption}>{t('seeds.revealedCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('seeds.revealedSeed')}</th>
              <th scope="col">{t('seeds.clientSeed')}</th>
              <th scope="col">{t('seeds.rounds')}</th>
              <th scope="col">{t('seeds.revealedAt')}</th>
              <th scope="col">{t('seeds.hashCheck')}</th>
            </tr>
          </thead>
          <tbody>
            {pairs.map((pair) => (
              <tr key={pair.serverSeedHash}>
                <td data-label={t('seeds.revealedSeed')} className={styles.hexCell}>
                  {pair.serverSeed}
                </td>
                <td data-label={t('seeds.clientSeed')} className={styles.hexCell}>
                  {pair.clientSeed}
                </td>
                <td data-label={t('seeds.rounds')} className={styles.number}>
                  {pair.nonce}
                </td>
                <td data-label={t('seeds.revealedAt')}>{formatDateTime(pair.revealedAt)}</td>
                <td data-label={t('seeds.hashCheck')}>
                  <Verdict ok={sha256Hex(pair.serverSeed) === pair.serverSeedHash} compact>
                    SHA-256
                  </Verdict>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
