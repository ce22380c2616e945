import { API_ENDPOINTS, type Game } from '@lale/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { call } from '../../lib/api/index.ts';
import { useBootstrap } from '../../lib/bootstrap.ts';
import { useSession } from '../../lib/session.ts';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { areaOfPath, categoriesOf, categoryImage, LOBBY_PAGE_SIZE, type CasinoArea } from './categories.ts';
import { fetchFavorites, toggleFavorite } from './favorites.ts';
import { GameTile } from './GameTile.tsx';
import { JackpotCards } from './JackpotCards.tsx';
import styles from './CasinoLobby.module.css';

const FAVORITES_TAB = 'favorites';
const favoritesKey = ['casino', 'favorites'] as const;

/**
 * A casino lobby (/casino/slot, live, bingo, games, tvbets — spec §2): the tabs of the categories whose
 * slugList names the area, plus Favourites for a signed-in player; a provider filter; a grid that
 * shows more games as its end scrolls into view.
 */
export function CasinoPage() {
  const { pathname } = useLocation();
  const area = areaOfPath(pathname);
  // A new area is a new lobby: its first category, no provider filter, the first page.
  return <Lobby key={area} area={area} />;
}

function Lobby({ area }: { area: CasinoArea }) {
  const { t } = useTranslation();
  const allCategories = useBootstrap().data?.casinoCategoryList;
  const categories = useMemo(() => categoriesOf(area, allCategories ?? []), [area, allCategories]);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const queryClient = useQueryClient();
  // Until the player picks a tab, the area's first category (once the bootstrap has arrived).
  const [chosenTab, setTabState] = useState<string>();
  const tab = chosenTab ?? String(categories[0]?.id ?? FAVORITES_TAB);
  const [provider, setProviderState] = useState('');
  const [shown, setShown] = useState(LOBBY_PAGE_SIZE);
  // Another tab or provider starts again from the first page.
  const setTab = (next: string) => {
    setTabState(next);
    setShown(LOBBY_PAGE_SIZE);
  };
  const setProvider = (next: string) => {
    setProviderState(next);
    setShown(LOBBY_PAGE_SIZE);
  };

  const categoryGames = useQuery({
    queryKey: ['casino', 'categorygames', tab],
    queryFn: async () =>
      (await call(API_ENDPOINTS.casinoCategoryGames, { systemCategory: [Number(tab)] })).data,
    enabled: tab !== FAVORITES_TAB,
    staleTime: 5 * 60_000,
  });
  const favorites = useQuery({ queryKey: favoritesKey, queryFn: fetchFavorites, enabled: isLoggedIn });
  const favoriteCodes = useMemo(
    () => new Set((favorites.data ?? []).map((g) => g.gameCode)),
    [favorites.data],
  );

  const source = tab === FAVORITES_TAB ? favorites.data : categoryGames.data;
  const games: Game[] = useMemo(() => source ?? [], [source]);
  const providers = useMemo(() => [...new Set(games.map((g) => g.providerName))].sort(), [games]);
  const filtered = provider ? games.filter((g) => g.providerName === provider) : games;
  const visible = filtered.slice(0, shown);
  const loading = tab === FAVORITES_TAB ? favorites.isPending && isLoggedIn : categoryGames.isPending;

  // The end of the grid coming near the screen shows the next page.
  const endRef = useRef<HTMLDivElement>(null);
  const hasMore = visible.length < filtered.length;
  useEffect(() => {
    const end = endRef.current;
    if (!end || !hasMore || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((n) => n + LOBBY_PAGE_SIZE);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [hasMore, visible.length]);

  const onToggleFavorite = async (game: Game) => {
    const isFavorite = await toggleFavorite(game);
    if (isFavorite !== null) await queryClient.invalidateQueries({ queryKey: favoritesKey });
  };

  const tabs = [
    ...categories.map((c) => ({ id: String(c.id), label: c.name, image: categoryImage(c) })),
    ...(isLoggedIn ? [{ id: FAVORITES_TAB, label: t('casino.lobby.favorites'), image: null }] : []),
  ];

  return (
    <section className={styles.lobby} aria-labelledby="casino-lobby-title">
      <h1 id="casino-lobby-title" className={styles.title}>
        {t(`nav.${area}`)}
      </h1>
      {area === 'slot' && <JackpotCards />}
      <div className={styles.toolbar}>
        <div className={styles.tabs} role="group" aria-label={t('casino.lobby.categories')}>
          {tabs.map((item) => (
            <button
              key={item.id}
              type="button"
              className={styles.tab}
              aria-pressed={tab === item.id}
              onClick={() => setTab(item.id)}
            >
              {/* Decorative: the tab's name says what it is. */}
              {item.image && (
                <img
                  className={styles.tabImage}
                  src={item.image}
                  alt=""
                  width={36}
                  height={24}
                  loading="lazy"
                />
              )}
              {item.label}
            </button>
          ))}
        </div>
        <label className={styles.filter}>
          <span>{t('casino.lobby.provider')}</span>
          <select value={provider} onChange={(event) => setProvider(event.target.value)}>
            <option value="">{t('casino.lobby.allProviders')}</option>
            {providers.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {loading ? (
        <div className={styles.state}>
          <Spinner />
        </div>
      ) : filtered.length === 0 ? (
        <p className={styles.state}>{t('casino.lobby.empty')}</p>
      ) : (
        <ul className={styles.grid} aria-label={t('casino.lobby.games', { count: filtered.length })}>
          {visible.map((game) => (
            <GameTile
              key={`${game.providerName}:${game.gameCode}`}
              game={game}
              favorite={favoriteCodes.has(game.gameCode)}
              onToggleFavorite={(g) => void onToggleFavorite(g)}
            />
          ))}
        </ul>
      )}
      {hasMore && <div ref={endRef} className={styles.more} aria-hidden="true" />}
    </section>
  );
}
