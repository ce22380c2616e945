import { useTranslation } from 'react-i18next';
import { DAYS, type Day, type League } from './lobbyFilters.ts';
import styles from './Sports.module.css';

type Props = {
  day: Day;
  onDay: (day: Day) => void;
  leagues: readonly League[];
  league: string | null;
  onLeague: (name: string) => void;
};

/** The pre-match lobby's day chips and its league chips (the busiest leagues first). */
export function LobbyFilters({ day, onDay, leagues, league, onLeague }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.filters}>
      <div className={styles.chips} role="group" aria-label={t('sports.filters.day')}>
        {DAYS.map((id) => (
          <button
            key={id}
            type="button"
            className={styles.chip}
            aria-pressed={day === id}
            onClick={() => onDay(id)}
          >
            {t(`sports.filters.day_${id}`)}
          </button>
        ))}
      </div>
      {leagues.length > 1 ? (
        <div className={styles.chips} role="group" aria-label={t('sports.filters.leagues')}>
          {leagues.map(({ name, count }) => (
            <button
              key={name}
              type="button"
              className={styles.chip}
              aria-pressed={league === name}
              onClick={() => onLeague(name)}
            >
              {name} <span className={styles.chipCount}>{count}</span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
