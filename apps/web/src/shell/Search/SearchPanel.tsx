import type { Game } from '@lale/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { encodeGameParam } from '../../features/casino/index.ts';
import { Spinner } from '../../lib/ui/Spinner.tsx';
import { ShellIcon } from '../icons.tsx';
import { MIN_SEARCH_LENGTH, nextSearchSkip, SEARCH_DEBOUNCE_MS, searchGames } from './gameSearch.ts';
import { SearchResults } from './SearchResults.tsx';
import styles from './SearchDialog.module.css';
import { useDebouncedValue } from './useDebouncedValue.ts';
import '../menuTexts.ts';

type Props = { initialLive: boolean; onDone: () => void };

/** Title, the search box, the slot/live switch and what the server found. */
export function SearchPanel({ initialLive, onDone }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const [live, setLive] = useState(initialLive);
  const [text, setText] = useState('');
  const typed = text.trim();
  const term = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const ready = term.length >= MIN_SEARCH_LENGTH;
  // Pages of 4 (spec §9); the end of the list coming into view asks for the next one.
  const search = useInfiniteQuery({
    queryKey: ['casino', 'games', { live, term }],
    queryFn: ({ signal, pageParam }) => searchGames(term, live, signal, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextSearchSkip,
    enabled: ready,
    staleTime: 60_000,
    retry: false,
  });
  // Still typing counts as loading: the answer on screen is for an older word.
  const settling = typed.length >= MIN_SEARCH_LENGTH && typed !== term;

  function openGame(game: Game): void {
    onDone();
    void navigate(`/casino/play/${encodeGameParam(game)}`);
  }

  let body;
  if (typed.length < MIN_SEARCH_LENGTH) {
    body = <p className={styles.message}>{t('shell.search.hint', { count: MIN_SEARCH_LENGTH })}</p>;
  } else if (settling || (search.isFetching && !search.isFetchingNextPage)) {
    body = <Spinner />;
  } else if (search.isError) {
    body = (
      <div className={styles.message}>
        <p>{t('shell.search.failed')}</p>
        <button type="button" className={styles.retry} onClick={() => void search.refetch()}>
          {t('shell.search.retry')}
        </button>
      </div>
    );
  } else if (!search.data || search.data.pages.flat().length === 0) {
    body = (
      <div className={styles.message}>
        <p className={styles.emptyTitle}>{t('shell.search.empty')}</p>
        <p>{t('shell.search.emptyHint')}</p>
      </div>
    );
  } else {
    body = (
      <SearchResults
        games={search.data.pages.flat()}
        onOpen={openGame}
        onEnd={
          search.hasNextPage && !search.isFetchingNextPage ? () => void search.fetchNextPage() : undefined
        }
      />
    );
  }

  return (
    <>
      <Dialog.Title className={styles.title}>
        {live ? t('shell.search.titleLive') : t('shell.search.titleSlot')}
      </Dialog.Title>
      <div className={styles.field}>
        <ShellIcon name="search" className={styles.fieldIcon} />
        <label htmlFor={inputId} className="visually-hidden">
          {t('shell.search.label')}
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={text}
          placeholder={t('shell.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className={styles.modes} role="group" aria-label={t('shell.search.modes')}>
        <button type="button" className={styles.mode} aria-pressed={!live} onClick={() => setLive(false)}>
          {t('shell.search.modeSlot')}
        </button>
        <button type="button" className={styles.mode} aria-pressed={live} onClick={() => setLive(true)}>
          {t('shell.search.modeLive')}
        </button>
      </div>
      <div className={styles.body} aria-live="polite">
        {body}
      </div>
    </>
  );
}
