import {
  createGameApi,
  createSessionCall,
  GAME_PATH,
  GameApiError,
  type GameApi,
  type GameState,
  type PlayResult,
  type Round,
} from './api.ts';
import { createBetPanel, type BetPanel } from './bet-panel.ts';
import { h } from './dom.ts';
import { createEffects, type Effects } from './effects.ts';
import { readPageEnv, type Lang, type Localized } from './env.ts';
import { createFairnessDialog, type FairnessDialog } from './fairness.ts';
import { createHistoryStrip, type HistoryStrip } from './history.ts';
import { bindMainActionKey } from './keyboard.ts';
import { formatGrouped, formatMoney, formatPercent, toDecimal, toMinor, type Currency } from './money.ts';
import { createSound, type Sound } from './sound.ts';
import { createRulesDialog } from './rules.ts';
import { createStatusLine, type StatusLine } from './status.ts';
import { createSinceSignIn } from './since-sign-in.ts';
import { createTopBar, type TopBar } from './topbar.ts';
import { shellTexts, type ShellTexts } from './texts.ts';

/*
 * A game page's frame: the top bar, the stage (the game's own area, with the history strip, the
 * status line and the effects layer), the bet panel and the fairness dialog, wired to the game page
 * protocol. A game builds its board into `stage`, its fields into `panel.extra`, then calls `start()`;
 * an instant game plays a round with `playRound(choices, present)`, a stepped one uses `api` and
 * `settle`.
 */

export type ShellOptions = {
  /** The catalogue code (the page's folder), e.g. 'lale-dice'. */
  code: string;
  title: Localized;
  actionLabel: Localized;
  /** The game's published RTP in percent, shown under the panel. */
  rtp?: number;
  /** The rules dialog's content (how to play, paytable, RTP), built for the page's language. */
  rules?: (lang: Lang) => Node[];
  /**
   * false: the game brings its own bet panels into `side` (crash: two panels and a live bet list); the
   * shell's panel is then not shown and Space/Enter is the game's to bind (`isMainActionKey`).
   */
  panel?: boolean;
  /** The fairness button opens the game's own dialog (crash: its hash chain) instead of the seed pair's. */
  onFair?: () => void;
  /**
   * Where the page's state comes from, when not the instant games' `state` call: a scheduled game
   * (keno, tombala) loads its own state and answers the shell's part of it (balance, currency, stake
   * limits, max win). Its `fair` may be null: the game's rounds come from a published hash chain, not
   * the player's seed pair, so the seed pair button is hidden and the game shows its hashes itself.
   */
  load?: () => Promise<ShellState>;
};

/** What a game with its own protocol loads before it is playable (`startWith`). */
export type CustomStart = { currency: Currency; balance: number };

export type PlayRoundOptions = {
  /** The round's stake from the panel's (a slot's bonus buy costs a multiple of the bet); default as is. */
  stakeOf?: (panelStake: bigint) => bigint;
};

/** What the shell needs of a state: an instant game's `GameState`, or a scheduled game's own. */
export type ShellState = Omit<GameState, 'fair'> & { fair: GameState['fair'] | null };

export type Shell = {
  lang: Lang;
  t: ShellTexts;
  /** Null without a session in the URL (the page then only explains). */
  api: GameApi | null;
  sound: Sound;
  effects: Effects;
  status: StatusLine;
  history: HistoryStrip;
  panel: BetPanel;
  fair: FairnessDialog;
  topBar: TopBar;
  /** The game's own area. */
  stage: HTMLElement;
  /** The column beside the stage (the bet panel's, or the game's own when `panel: false`). */
  side: HTMLElement;
  /** The launch's game session from the URL (null: the page only explains). */
  session: string | null;
  /** The state the page opened with (after `start()`). */
  readonly state: ShellState | null;
  readonly currency: Currency;
  readonly balanceMinor: bigint | null;
  readonly busy: boolean;
  /** Calls `state`, fills balance, limits and the fair pair; the game is playable once it resolves. */
  start(): Promise<ShellState | null>;
  /**
   * For a game with its own protocol (crash): the loading overlay (and its retry) around `load`, which
   * answers the currency and balance to show; true once loaded. `start()` is not called then.
   */
  startWith(load: () => Promise<CustomStart>): Promise<boolean>;
  /** Runs `listener` each time the state has loaded (also after the overlay's retry). */
  onReady(listener: (state: ShellState) => void): void;
  money(minor: bigint): string;
  /** An API amount (decimal) in minor units of the game's currency. */
  minor(amount: number): bigint;
  /**
   * One instant round: checks the stake, calls `play`, shows the stake taken, lets the game present
   * the outcome (`present` resolves when its animation is over), then shows the balance the server
   * answered. Null when the round was refused (the message is shown).
   */
  playRound<Outcome, Choices>(
    choices: Choices,
    present: (round: Round<Outcome, Choices>, stakeMinor: bigint) => Promise<void>,
    options?: PlayRoundOptions,
  ): Promise<PlayResult<Outcome, Choices> | null>;
  /** After a stepped game's call: the balance and the nonce the answer carries. */
  settle(result: PlayResult<unknown>): void;
  setBalance(minor: bigint, change?: 'up' | 'down'): void;
  /** Shows a refusal (a GameApiError's message) or any failure in the status line. */
  fail(error: unknown): void;
};

export function createShell(options: ShellOptions): Shell {
  const env = readPageEnv(window.location.search);
  const { lang } = env;
  const t = shellTexts(lang);
  const title = options.title[lang];
  document.documentElement.lang = lang;
  document.title = `${title} · ${t.studio}`;

  const api = env.session ? createGameApi({ session: env.session, lang, unreachable: t.unreachable }) : null;
  const sound = createSound();
  const topBar = createTopBar(title, t, sound);
  const status = createStatusLine();
  const history = createHistoryStrip({ label: t.history, empty: t.historyEmpty });
  const panel = createBetPanel(t, lang, options.actionLabel[lang]);
  const fair = createFairnessDialog(t, async (clientSeed) => {
    if (!api) throw new GameApiError(t.noSession, 0);
    return api.rotate(clientSeed);
  });
  topBar.onFair(() => {
    sound.play('click');
    if (options.onFair) options.onFair();
    else fair.open();
  });
  const rules = options.rules ? createRulesDialog(t, title, options.rules(lang)) : null;
  if (rules) {
    topBar.onRules(() => {
      sound.play('click');
      rules.open();
    });
  }

  const effectsLayer = h('div', { class: 'effects', attrs: { 'aria-hidden': 'true' } });
  const effects = createEffects(effectsLayer);
  const stage = h('div', { class: 'stage__game' });
  const overlayText = h('p', { class: 'overlay__text', text: t.loading });
  const retry = h('button', {
    class: 'button-primary',
    text: t.retry,
    attrs: { type: 'button', hidden: true },
  });
  const overlay = h(
    'div',
    { class: 'overlay', attrs: { role: 'status' } },
    h('span', { class: 'overlay__spinner', attrs: { 'aria-hidden': 'true' } }),
    overlayText,
    retry,
  );
  const facts = h('p', { class: 'panel__facts' });
  panel.element.append(facts);
  const withPanel = options.panel !== false;
  const side = h('aside', { class: 'side' }, ...(withPanel ? [panel.element] : []));

  document.body.append(
    h(
      'div',
      { class: 'app', attrs: { 'data-game': options.code } },
      topBar.element,
      h(
        'main',
        { class: 'layout' },
        h(
          'section',
          { class: 'stage', attrs: { 'aria-label': title } },
          h('div', { class: 'stage__head' }, history.element),
          stage,
          effectsLayer,
          status.element,
          overlay,
        ),
        side,
      ),
      fair.element,
      rules?.element,
    ),
  );

  let state: ShellState | null = null;
  let currency: Currency = { code: 'TRY', minorUnits: 2 };
  let balanceMinor: bigint | null = null;
  let busy = false;
  const readyListeners: ((state: ShellState) => void)[] = [];

  const money = (minor: bigint) => formatMoney(minor, currency, lang);
  const showBalance = (minor: bigint, change?: 'up' | 'down') => topBar.setBalance(money(minor), change);
  // The bar's net position and time since sign-in (issue #26), asked again whenever the balance moves.
  const sinceSignIn = env.session
    ? createSinceSignIn(
        createSessionCall(GAME_PATH, { session: env.session, lang, unreachable: t.unreachable }),
        t,
        ({ net, elapsed }) => {
          const minor = net < 0 ? -toMinor(-net, currency.minorUnits) : toMinor(net, currency.minorUnits);
          topBar.setSinceSignIn(money(minor), net < 0, elapsed);
        },
      )
    : null;
  const setBalance = (minor: bigint, change?: 'up' | 'down') => {
    balanceMinor = minor;
    panel.setBalance(minor);
    showBalance(minor, change);
    sinceSignIn?.changed();
  };
  const fail = (error: unknown) => {
    status.show(error instanceof Error && error.message ? error.message : t.unreachable, 'error');
  };

  /**
   * The loading overlay around a page's first call: shown while `load` runs; its error and a retry (of
   * whichever start the page used) when it fails. Null when there is no session or the load failed.
   */
  async function underOverlay<T>(load: () => Promise<T>): Promise<T | null> {
    if (!api) {
      overlay.classList.add('overlay--error');
      overlayText.textContent = t.noSession;
      return null;
    }
    overlay.classList.remove('overlay--error');
    overlay.hidden = false;
    retry.hidden = true;
    overlayText.textContent = t.loading;
    try {
      const loaded = await load();
      overlay.hidden = true;
      effects.warmUp();
      return loaded;
    } catch (error) {
      overlay.classList.add('overlay--error');
      overlayText.textContent = error instanceof Error ? error.message : t.unreachable;
      retry.hidden = false;
      return null;
    }
  }

  async function start(): Promise<ShellState | null> {
    const loaded = await underOverlay(() => (options.load ? options.load() : api!.state()));
    if (!loaded) return null;
    state = loaded;
    currency = loaded.currency;
    const units = currency.minorUnits;
    panel.configure({
      currency,
      limits: {
        minMinor: toMinor(loaded.stake.min, units),
        maxMinor: toMinor(loaded.stake.max, units),
        levelsMinor: loaded.stake.levels?.map((level) => toMinor(level, units)) ?? null,
      },
    });
    setBalance(toMinor(loaded.balance, units));
    if (loaded.fair) fair.setPair(loaded.fair);
    topBar.setFairVisible(loaded.fair !== null);
    facts.replaceChildren(
      ...(options.rtp === undefined
        ? []
        : [h('span', {}, `${t.rtp} `, h('strong', { text: formatPercent(options.rtp, 2, lang) }))]),
      h('span', {}, `${t.maxWin} `, h('strong', { text: `×${formatGrouped(loaded.maxWinStakes, 0, lang)}` })),
    );
    for (const listener of readyListeners) listener(loaded);
    return loaded;
  }
  // The overlay's retry runs again whichever start the page used.
  let again: () => Promise<unknown> = start;
  retry.addEventListener('click', () => void again());

  async function startWith(load: () => Promise<CustomStart>): Promise<boolean> {
    again = () => startWith(load);
    const loaded = await underOverlay(load);
    if (!loaded) return false;
    currency = loaded.currency;
    setBalance(toMinor(loaded.balance, currency.minorUnits));
    return true;
  }

  const shell: Shell = {
    lang,
    t,
    api,
    sound,
    effects,
    status,
    history,
    panel,
    fair,
    topBar,
    stage,
    side,
    session: env.session,
    get state() {
      return state;
    },
    get currency() {
      return currency;
    },
    get balanceMinor() {
      return balanceMinor;
    },
    get busy() {
      return busy;
    },
    start,
    startWith,
    onReady(listener) {
      readyListeners.push(listener);
    },
    money,
    minor: (amount) => toMinor(amount, currency.minorUnits),
    async playRound(choices, present, options = {}) {
      if (busy || !api || !state) return null;
      const panelStake = panel.validStake();
      if (panelStake === null) return null;
      const stake = options.stakeOf ? options.stakeOf(panelStake) : panelStake;
      if (balanceMinor !== null && stake > balanceMinor) {
        status.show(t.stakeOverBalance, 'error');
        return null;
      }
      busy = true;
      panel.setBusy(true);
      panel.setLocked(true);
      status.clear();
      sound.play('click');
      try {
        let result: PlayResult<Parameters<typeof present>[0]['outcome'], typeof choices>;
        try {
          result = await api.play(toDecimal(stake, currency.minorUnits), choices);
        } catch (error) {
          fail(error);
          return null;
        }
        // The stake is gone from the balance at once; the win lands when the game has shown it.
        if (balanceMinor !== null) showBalance(balanceMinor - stake);
        fair.setNonce(result.round.nonce + 1);
        await present(result.round, stake);
        setBalance(shell.minor(result.balance), shell.minor(result.round.win) > 0n ? 'up' : undefined);
        return result;
      } finally {
        busy = false;
        panel.setBusy(false);
        panel.setLocked(false);
      }
    },
    settle(result) {
      fair.setNonce(result.round.nonce + 1);
      setBalance(shell.minor(result.balance));
    },
    setBalance,
    fail,
  };

  if (withPanel) {
    bindMainActionKey(() => {
      if (!panel.action.disabled) panel.action.click();
    });
  }
  return shell;
}
