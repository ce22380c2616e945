import { API_ENDPOINTS, egyptJackpotLevel, selectJackpotCards } from '@lale/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/index.ts';
import { bootstrapQueryKey, fetchBootstrap, readStoredBootstrap } from '../../lib/bootstrap.ts';
import { egyptJackpotQueryKey, useJackpotsLive } from '../../lib/jackpots.ts';
import styles from './JackpotCards.module.css';

/**
 * Jackpot values move while the lobby is open: the hub's JackpotsChanged has them re-read at once
 * (useJackpotsLive), and a minute keeps them fresh without it (a visitor with no hub connection).
 */
const JACKPOT_REFRESH_MS = 60_000;

/**
 * The slot lobby's jackpots (spec §3, §9): EGT's High Cash and Clover Chance with every one of their
 * 4 levels (selectJackpotCards drops any other card or level count), and the Egypt Quest jackpot
 * (GET casino/eqyptquest; 14000 means none and is not shown).
 */
export function JackpotCards() {
  const { t, i18n } = useTranslation();
  useJackpotsLive();
  const bootstrap = useQuery({
    queryKey: bootstrapQueryKey,
    queryFn: () => fetchBootstrap(),
    initialData: () => readStoredBootstrap() ?? undefined,
    refetchInterval: JACKPOT_REFRESH_MS,
    retry: false,
  });
  const egypt = useQuery({
    queryKey: egyptJackpotQueryKey,
    queryFn: async () => egyptJackpotLevel((await call(API_ENDPOINTS.casinoEgyptQuest)).data.currentLevelI),
    refetchInterval: JACKPOT_REFRESH_MS,
    retry: false,
  });
  const cards = selectJackpotCards(bootstrap.data?.egtJackpotCards ?? []);
  const amount = (value: number) =>
    value.toLocaleString(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (cards.length === 0 && egypt.data == null) return null;
  return (
    <section className={styles.jackpots} aria-label={t('casino.lobby.jackpots')}>
      {cards.map((card) => (
        <article key={card.instanceName} className={styles.card}>
          <h2 className={styles.name}>{card.instanceName}</h2>
          <dl className={styles.levels}>
            {card.levelStats.map((level) => (
              <div key={level.level} className={styles.level}>
                <dt>{t('casino.lobby.jackpotLevel', { level: level.level })}</dt>
                <dd>{amount(level.value)} ₺</dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
      {egypt.data != null && (
        <article className={styles.card}>
          <h2 className={styles.name}>Egypt Quest</h2>
          <p className={styles.egypt}>{amount(egypt.data)} ₺</p>
        </article>
      )}
    </section>
  );
}
