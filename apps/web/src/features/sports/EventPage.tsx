import type { SportsEvent, SportsMarket } from '@lale/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { LiveBadge, StartTime } from './EventBits.tsx';
import { EVENT_LIVE, MARKET_ACTIVE, isEventOpen, marketTitle, sortMarkets } from './markets.ts';
import { LockIcon, OddsButton } from './OddsButton.tsx';
import { quoteKey } from './priceMoves.ts';
import { useEventFeed, type Flashes } from './source.ts';
import { SportsFrame } from './SportsFrame.tsx';
import styles from './EventPage.module.css';

/** Markets whose two outcomes are the two sides: their buttons show the names instead of 1 and 2. */
const SIDES = new Set(['moneyline', 'match_winner', 'set_winner', 'spread']);

/**
 * /spor/etkinlik/:eventId and /livespor/etkinlik/:eventId: one event with every market the book shows,
 * in a fixed order and titled in the player's language; suspended markets are locked.
 */
export function SportsEventPage() {
  const { eventId } = useParams();
  const id = Number(eventId);
  // A new event is a new page (its own feed, no flashes carried over).
  return Number.isInteger(id) && id > 0 ? <EventView key={id} eventId={id} /> : <NotFound />;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <SportsFrame>
      <section className={styles.notFound} aria-labelledby="event-title">
        <h1 id="event-title">{t('sports.event.notFound')}</h1>
        <Link to="/spor" className={styles.back}>
          {t('sports.event.back')}
        </Link>
      </section>
    </SportsFrame>
  );
}

function EventView({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const feed = useEventFeed(eventId);
  if (feed.isPending) {
    return (
      <SportsFrame>
        <Spinner />
      </SportsFrame>
    );
  }
  if (!feed.data) return <NotFound />;
  const event = feed.data.data;
  const markets = sortMarkets(event.markets);
  const open = isEventOpen(event);
  return (
    <SportsFrame>
      <article className={styles.page} aria-labelledby="event-title">
        <EventHeader event={event} />
        {!open ? <p className={styles.note}>{t('sports.event.closed')}</p> : null}
        {open && markets.length === 0 ? <p className={styles.note}>{t('sports.event.noMarkets')}</p> : null}
        {markets.length > 0 ? (
          <section aria-label={t('sports.event.markets')} className={styles.markets}>
            {markets.map((market) => (
              <MarketCard key={market.id} event={event} market={market} flashes={feed.data.flashes} />
            ))}
          </section>
        ) : null}
      </article>
    </SportsFrame>
  );
}

function EventHeader({ event }: { event: SportsEvent }) {
  const { t } = useTranslation();
  const live = event.status === EVENT_LIVE;
  const hasScore = event.homeScore !== null && event.awayScore !== null;
  return (
    <div className={styles.header} data-live={live || undefined}>
      <p className={styles.tournament}>
        {event.sport} · {event.category} – {event.tournament}
      </p>
      <h1 id="event-title" className={styles.teams}>
        <span className={styles.side}>{event.home}</span>
        <span className={styles.score}>
          {hasScore ? (
            <>
              <span>{event.homeScore}</span>
              <span className={styles.colon}>:</span>
              <span>{event.awayScore}</span>
            </>
          ) : (
            <span className={styles.vs} aria-hidden="true">
              –
            </span>
          )}
        </span>
        <span className={`${styles.side} ${styles.away}`}>{event.away}</span>
      </h1>
      <div className={styles.status}>
        {live ? (
          <>
            <LiveBadge />
            {event.matchTime ? <span className={styles.clock}>{event.matchTime}</span> : null}
          </>
        ) : event.status >= 2 && event.status <= 6 ? (
          <span>{t(`sports.event.status_${event.status as 2 | 3 | 4 | 5 | 6}`)}</span>
        ) : (
          <span>
            {t('sports.event.startsAt')}: <StartTime startTime={event.startTime} />
          </span>
        )}
      </div>
    </div>
  );
}

function MarketCard({
  event,
  market,
  flashes,
}: {
  event: SportsEvent;
  market: SportsMarket;
  flashes: Flashes;
}) {
  const { t } = useTranslation();
  const suspended = market.status !== MARKET_ACTIVE;
  const title = marketTitle(t, market.key, market.specifiers);
  const sides = SIDES.has(market.key);
  const columns = market.key === 'correct_score' ? 3 : Math.min(market.outcomes.length, 3);
  return (
    <section className={styles.market} data-suspended={suspended || undefined} aria-label={title}>
      <h2 className={styles.marketTitle}>
        <span>{title}</span>
        {suspended ? (
          <span className={styles.suspended}>
            {/* A space for the heading's name ('Karşılıklı Gol Askıda'); a flex box drops it visually. */}{' '}
            <LockIcon />
            {t('sports.suspended')}
          </span>
        ) : null}
      </h2>
      <div className={styles.outcomes} data-columns={columns}>
        {market.outcomes.map((outcome) => (
          <OddsButton
            key={outcome.id}
            event={event}
            market={market}
            outcomeId={outcome.id}
            label={sides ? sideLabel(event, outcome.id) : undefined}
            flash={flashes.get(quoteKey(market.id, outcome.id))}
          />
        ))}
      </div>
    </section>
  );
}

function sideLabel(event: SportsEvent, outcomeId: string): string | undefined {
  if (outcomeId === '1') return event.home;
  if (outcomeId === '2') return event.away;
  return undefined;
}
