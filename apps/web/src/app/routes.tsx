import type { SportsFrameProvider } from '@lale/contracts';
import type { RouteObject } from 'react-router';
import { loadContentPages } from '../features/cms/index.ts';
import type { RouteHandle, TextKey } from '../lib/routing.ts';
import { AppLayout } from './AppLayout.tsx';
import { BootSplash } from './BootSplash.tsx';
import { requireLogin } from './guard.ts';
import { RouteError } from './RouteError.tsx';

/*
 * Every route of spec §2. Pages are lazy (each feature is its own chunk, DESIGN §8) and every route
 * names its crumb in `handle` for breadcrumbs and the document title.
 */
const crumb = (labelKey: TextKey): RouteHandle => ({ crumb: { labelKey } });

const home = () => import('../features/home/index.ts');
const account = () => import('../features/account/index.ts');
const cashier = () => import('../features/cashier/index.ts');
const bonus = () => import('../features/bonus/index.ts');
const casino = () => import('../features/casino/index.ts');
const sports = () => import('../features/sports/index.ts');
const promotions = () => import('../features/promotions/index.ts');
const originals = () => import('../features/originals/index.ts');
const cms = loadContentPages;

/** A child route at `path` whose page is the account placeholder. */
const casinoArea = (path: string, labelKey: TextKey): RouteObject => ({
  path,
  handle: crumb(labelKey),
  lazy: async () => ({ Component: (await casino()).CasinoPage }),
});
/** A provider's sportsbook frame (/spor/<provider>, /livespor/<provider>); our own book when it is off. */
const sportsArea = (provider: SportsFrameProvider, labelKey: TextKey, live: boolean): RouteObject => ({
  path: provider,
  handle: crumb(labelKey),
  lazy: async () => {
    const { ProviderFramePage } = await sports();
    return { Component: () => <ProviderFramePage provider={provider} live={live} titleKey={labelKey} /> };
  },
});

/** Our own book's event page, under the lobby it was opened from (/spor or /livespor). */
const sportsEvent: RouteObject = {
  path: 'etkinlik/:eventId',
  handle: crumb('nav.sportsEvent'),
  lazy: async () => ({ Component: (await sports()).SportsEventPage }),
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    // Shown only if the first page's chunk is still arriving when start-up is done.
    HydrateFallback: BootSplash,
    handle: crumb('nav.home'),
    children: [
      {
        // Pathless: a page that fails to load is reported inside the layout, header and footer stay.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: async () => ({ Component: (await home()).HomePage }) },
          {
            // Guarded (spec §2, §6): every account route, the deposit route among them.
            path: 'dashboard',
            handle: crumb('nav.dashboard'),
            loader: requireLogin,
            children: [
              { index: true, lazy: async () => ({ Component: (await account()).DashboardPage }) },
              {
                path: 'deposit',
                handle: crumb('nav.deposit'),
                lazy: async () => ({ Component: (await cashier()).DepositPage }),
              },
              {
                path: 'withdraw',
                handle: crumb('nav.withdraw'),
                lazy: async () => ({ Component: (await cashier()).WithdrawPage }),
              },
              {
                path: 'game-history',
                handle: crumb('nav.gameHistory'),
                lazy: async () => ({ Component: (await casino()).GameHistoryPage }),
              },
              {
                // Lale Sports (issue #13): the player's bets on our own book.
                path: 'sports-bets',
                handle: crumb('nav.sportsBets'),
                lazy: async () => ({ Component: (await sports()).MyBetsPage }),
              },
              {
                // The bonus engine's page (issue #11): offers, bonus code, wagering progress.
                path: 'bonuses',
                handle: crumb('nav.bonuses'),
                lazy: async () => ({ Component: (await bonus()).BonusesPage }),
              },
              {
                path: 'financial-activities',
                handle: crumb('nav.financialActivities'),
                lazy: async () => ({ Component: (await cashier()).FinancialActivitiesPage }),
              },
              {
                // Responsible gambling (issue #11): the player's own deposit caps.
                path: 'deposit-limits',
                handle: crumb('depositLimits.title'),
                lazy: async () => ({ Component: (await account()).DepositLimitsPage }),
              },
              {
                // Safer play (issue #26): the player's own loss and wager limits.
                path: 'play-limits',
                handle: crumb('playLimits.title'),
                lazy: async () => ({ Component: (await account()).PlayLimitsPage }),
              },
              {
                // Safer play (issue #26): the player's own time-out and self-exclusion.
                path: 'safer-play',
                handle: crumb('saferPlay.title'),
                lazy: async () => ({ Component: (await account()).SaferPlayPage }),
              },
              {
                // Safer play (issue #26): the player's own last 12 months.
                path: 'safer-play/history',
                handle: crumb('saferPlay.history.title'),
                lazy: async () => ({ Component: (await account()).SaferPlayHistoryPage }),
              },
              {
                // Identity verification (issue #26): documents, review, what the level allows.
                path: 'verification',
                handle: crumb('kyc.title'),
                lazy: async () => ({ Component: (await account()).VerificationPage }),
              },
              {
                path: 'session-history',
                handle: crumb('nav.sessionHistory'),
                lazy: async () => ({ Component: (await account()).SessionHistoryPage }),
              },
              {
                path: 'account',
                handle: crumb('nav.account'),
                lazy: async () => ({ Component: (await account()).AccountInfoPage }),
              },
            ],
          },
          {
            // No crumb: /casino itself is not a page (spec §2 lists only its areas).
            path: 'casino',
            children: [
              casinoArea('slot', 'nav.slot'),
              casinoArea('live', 'nav.live'),
              casinoArea('bingo', 'nav.bingo'),
              casinoArea('games', 'nav.games'),
              casinoArea('tvbets', 'nav.tvbets'),
              {
                // Lale Originals' provably fair page (issue #14): open to visitors, their data once signed in.
                path: 'provably-fair',
                handle: crumb('nav.provablyFair'),
                lazy: async () => ({ Component: (await originals()).ProvablyFairPage }),
              },
              {
                path: 'play/:game',
                handle: { ...crumb('nav.play'), immersive: true },
                loader: requireLogin, // opening a game needs login (spec §6)
                lazy: async () => ({ Component: (await casino()).GamePage }),
              },
            ],
          },
          {
            path: 'livespor',
            handle: crumb('nav.liveSports'),
            children: [
              { index: true, lazy: async () => ({ Component: (await sports()).LiveSportsPage }) },
              sportsEvent,
              sportsArea('fcg', 'nav.liveSportsFcg', true),
              sportsArea('betco', 'nav.liveSportsBetco', true),
            ],
          },
          {
            path: 'spor',
            handle: crumb('nav.sports'),
            children: [
              { index: true, lazy: async () => ({ Component: (await sports()).SportsLobbyPage }) },
              sportsEvent,
              sportsArea('fcg', 'nav.sportsFcg', false),
              sportsArea('betco', 'nav.sportsBetco', false),
            ],
          },
          {
            // Safer play (issue #26): a player whose self-exclusion is over asks for its end, signed out.
            path: 'safer-play/self-exclusion-end',
            handle: crumb('saferPlay.end.title'),
            lazy: async () => ({ Component: (await account()).SelfExclusionEndPage }),
          },
          {
            path: 'promotions',
            handle: crumb('nav.promotions'),
            lazy: async () => ({ Component: (await promotions()).PromotionsPage }),
          },
          {
            path: 'pages',
            handle: crumb('nav.pages'),
            children: [
              { index: true, lazy: async () => ({ Component: (await cms()).ContentListPage }) },
              {
                path: ':id',
                handle: crumb('nav.page'),
                lazy: async () => ({ Component: (await cms()).ContentPage }),
              },
            ],
          },
          {
            path: '*',
            handle: crumb('nav.notFound'),
            lazy: async () => ({ Component: (await import('./NotFoundPage.tsx')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];
