import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SPORTS, isSportId, type SportId } from './markets.ts';
import { SportIcon } from './SportIcon.tsx';
import styles from './Sports.module.css';

/** The sport in the address (?sport=2), so back, reload and a shared link keep the tab. */
export function useSportParam(): [SportId, (sport: SportId) => void] {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get('sport'));
  const sport = isSportId(value) ? value : SPORTS[0];
  const setSport = (next: SportId) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === SPORTS[0]) copy.delete('sport');
        else copy.set('sport', String(next));
        return copy;
      },
      { replace: true },
    );
  return [sport, setSport];
}

export function SportTabs({ sport, onSport }: { sport: SportId; onSport: (sport: SportId) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.tabs} role="group" aria-label={t('sports.sportTabs')}>
      {SPORTS.map((id) => (
        <button
          key={id}
          type="button"
          className={styles.tab}
          aria-pressed={sport === id}
          onClick={() => onSport(id)}
        >
          <SportIcon sport={id} />
          {t(`sports.sport_${id}`)}
        </button>
      ))}
    </div>
  );
}
