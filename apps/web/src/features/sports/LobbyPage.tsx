import type { SportsEvent } from '@lale/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { EVENT_LIVE, mainOutcomes } from './markets.ts';
import { LiveBadge, StartTime, scoreText } from './EventBits.tsx';
import { LobbyFilters } from './LobbyFilters.tsx';
import { leaguesOf, onDay, useLobbyFilters } from './lobbyFilters.ts';
import { OddsButton } from './OddsButton.tsx';
import { quoteKey } from './priceMoves.ts';
import { NO_FLASHES, useEventsFeed, type Flashes } from './source.ts';
import { SportsFrame } from './SportsFrame.tsx';
import { SportTabs, useSportParam } from './SportTabs.tsx';
import styles from './Sports.module.css';

/** /spor: upcoming events of our own book. */
export function SportsLobbyPage() {
  return <SportsLobby live={false} />;
}

/** /livespor: events in play, with score and clock; prices flash as they move. */
export function LiveSportsPage() {
  return <SportsLobby live />;
}

/** Where an event's page is: under the lobby it was opened from. */
export const eventPath = (event: Pick<SportsEvent, 'id' | 'status'>) =>
  `${event.status === EVENT_LIVE ? '/livespor' : '/spor'}/etkinlik/${event.id}`;

export type TournamentGroup = { key: string; title: string; events: SportsEvent[] };

/** Events under 'Category – Tournament' headers, in the order the book sent them (soonest first). */
export function groupByTournament(events: readonly SportsEvent[]): TournamentGroup[] {
  const groups = new Map<string, TournamentGroup>();
  for (const event of events) {
    const key = `${event.category}\u0000${event.tournament}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, title: `${event.category} – ${event.tournament}`, events: [] };
      groups.set(key, group);
    }
    group.events.push(event);
  }
  return [...groups.values()];
}

function SportsLobby({ live }: { live: boolean }) {
  const { t } = useTranslation();
  const [sport, setSport] = useSportParam();
  const feed = useEventsFeed(live, sport);
  const filters = useLobbyFilters();
  const all = feed.data?.data ?? [];
  // Live events are all today's: the day and league filters are the pre-match lobby's.
  const dayEvents = live ? all : onDay(all, filters.day);
  const leagues = live ? [] : leaguesOf(dayEvents);
  const league = leagues.some((l) => l.name === filters.league) ? filters.league : null;
  const events = league === null ? dayEvents : dayEvents.filter((e) => e.tournament === league);
  const groups = groupByTournament(events);
  const titleId = live ? 'live-sports-title' : 'sports-title';

  return (
    <SportsFrame>
      <section className={styles.lobby} aria-labelledby={titleId}>
        <div className={styles.lobbyHead}>
          <div className={styles.titleLine}>
            <h1 id={titleId} className={styles.title}>
              {live ? t('nav.liveSports') : t('nav.sports')}
            </h1>
            {live ? <LiveBadge /> : null}
          </div>
          <SportTabs sport={sport} onSport={setSport} />
        </div>
        {live ? null : (
          <LobbyFilters
            day={filters.day}
            onDay={filters.setDay}
            leagues={leagues}
            league={league}
            onLeague={filters.toggleLeague}
          />
        )}
        {feed.isPending ? (
          <div className={styles.state}>
            <Spinner />
          </div>
        ) : feed.isError && !feed.data ? (
          <div className={styles.state}>
            <p>{t('sports.loadFailed')}</p>
            <button type="button" className={styles.retry} onClick={() => void feed.refetch()}>
              {t('sports.retry')}
            </button>
          </div>
        ) : events.length === 0 ? (
          <p className={styles.state}>
            {live ? t('sports.emptyLive') : all.length > 0 ? t('sports.filters.empty') : t('sports.empty')}
          </p>
        ) : (
          groups.map((group) => (
            <section key={group.key} className={styles.group} aria-label={group.title}>
              <h2 className={styles.groupTitle}>
                <span>{group.title}</span>
                <span className={styles.groupCount}>
                  {t('sports.events', { count: group.events.length })}
                </span>
              </h2>
              <ul className={styles.rows}>
                {group.events.map((event) => (
                  <EventRow key={event.id} event={event} flashes={feed.data?.flashes ?? NO_FLASHES} />
                ))}
              </ul>
            </section>
          ))
        )}
      </section>
    </SportsFrame>
  );
}

function EventRow({ event, flashes }: { event: SportsEvent; flashes: Flashes }) {
  const { t } = useTranslation();
  const live = event.status === EVENT_LIVE;
  const market = event.markets[0];
  const outcomes = mainOutcomes(event.sportId);
  const score = scoreText(event);
  const names = { home: event.home, away: event.away };
  return (
    <li className={styles.row} data-live={live || undefined}>
      <div className={styles.when}>
        {live ? (
          <>
            <LiveBadge />
            {event.matchTime ? <span className={styles.clock}>{event.matchTime}</span> : null}
          </>
        ) : (
          <StartTime startTime={event.startTime} />
        )}
      </div>
      <Link to={eventPath(event)} className={styles.teams}>
        <span className={styles.team}>
          <span>{event.home}</span>
          {live && score ? <span className={styles.goals}>{event.homeScore}</span> : null}
        </span>
        <span className={styles.team}>
          <span>{event.away}</span>
          {live && score ? <span className={styles.goals}>{event.awayScore}</span> : null}
        </span>
        {live && score ? <span className={styles.srOnly}>{score}</span> : null}
      </Link>
      <div className={styles.prices} data-columns={outcomes.length}>
        {market ? (
          outcomes.map((id) => (
            <OddsButton
              key={id}
              event={event}
              market={market}
              outcomeId={id}
              flash={flashes.get(quoteKey(market.id, id))}
            />
          ))
        ) : (
          <span className={styles.noMarket}>{t('sports.noMarket')}</span>
        )}
      </div>
      <Link
        to={eventPath(event)}
        className={styles.more}
        aria-label={t('sports.moreMarketsLabel', { ...names, count: event.marketCount })}
      >
        {/* '+23': the markets beyond the one in the row. */}
        <span aria-hidden="true">{event.marketCount > 1 ? `+${event.marketCount - 1}` : '+'}</span>
        <span className={styles.moreText}>{t('sports.moreMarkets')}</span>
      </Link>
    </li>
  );
}
