import { defineModule, type ServicesOf } from '../../module-kit.ts';
import type { CmsModule } from '../cms/index.ts';
import type { GameWalletModule } from '../game-wallet/index.ts';
import type { SessionModule } from '../session/index.ts';
import { createCasinoAdmin } from './admin-catalogue.ts';
import { createCasinoAdminRepo } from './admin-repo.ts';
import { casinoAdminRoutes } from './admin-routes.ts';
import { favoriteRoutes } from './favorite-routes.ts';
import { createFavoritesService } from './favorites.ts';
import { createLaunchAdapters } from './launch/adapters.ts';
import { createFundistStores, fundistPageRoutes } from './launch/fundist-page.ts';
import { createFundistRepo } from './launch/fundist-repo.ts';
import { launchRoutes } from './launch/routes.ts';
import { createLaunchService } from './launch/service.ts';
import { casinoRoutes } from './routes.ts';
import { sandboxGameRoutes } from './sandbox/routes.ts';
import { createCasinoRepo } from './repo.ts';
import { createCasinoService } from './service.ts';

/** The casino: catalogue, favourites, launches and (outside production) the game-provider sandbox. */
export const casinoModule = defineModule<{
  gameWallet: GameWalletModule;
  session: SessionModule;
  cms: CmsModule;
}>()({
  name: 'casino',
  needs: ['gameWallet', 'session', 'cms'],
  build: ({ platform: { db, readDb, clock, config, log }, gameWallet, cms }) => {
    const repo = createCasinoRepo(db, readDb);
    return {
      casino: createCasinoService({ repo }),
      favorites: createFavoritesService({ repo, clock }),
      /** The back office's catalogue (issue #27); categories travel in the bootstrap, so it is dropped. */
      admin: createCasinoAdmin({
        repo: createCasinoAdminRepo(db),
        onCategoriesChanged: () => cms.cms.invalidate(),
      }),
      // The providers with an adapter are switched on, the others hidden (launch/).
      launches: createLaunchService({
        repo,
        adapters: createLaunchAdapters({
          isProduction: config.isProduction,
          publicUrl: config.publicUrl,
          launch: config.gameWallet.launch,
          fundist: createFundistStores(createFundistRepo(db), clock, (token) =>
            gameWallet.games.session(token),
          ),
          amusnetCodes: gameWallet.amusnet?.codes,
        }),
        sessions: gameWallet.games,
        framing: {
          siteOrigin: new URL(config.publicUrl).origin,
          origins: config.gameWallet.frameOrigins,
          unframed: (origin) =>
            log.error(
              { origin },
              "a game launch answered a page on an origin the site's CSP does not frame: add it to GAME_FRAME_ORIGINS",
            ),
        },
      }),
    };
  },
  routes: {
    catalogue: async (scope, { casino, admin }) => {
      await scope.register(casinoRoutes, { casino });
      await scope.register(casinoAdminRoutes, { admin });
    },
    player: async (
      scope,
      { favorites, launches },
      { platform: { db, clock, config }, session, gameWallet },
    ) => {
      await scope.register(favoriteRoutes, { guard: session.guard, favorites });
      await scope.register(launchRoutes, { guard: session.guard, launches });
      // SoftGamings' play pages (no login: the frame's address is the capability), when it launches for real.
      if (config.gameWallet.launch.softgamings) {
        await scope.register(fundistPageRoutes, {
          repo: createFundistRepo(db),
          clock,
          refusal: async (gameSessionId) => (await gameWallet.games.frameRefusal(gameSessionId)) ?? undefined,
          siteOrigin: new URL(config.publicUrl).origin,
          playOrigin: config.gameWallet.launch.softgamings.playOrigin,
        });
      }
    },
    sandbox: async (scope, _self, { platform: { config, root }, gameWallet }) => {
      // The game-provider sandbox needs our wallets to trust its keys, i.e. both running on sandbox keys.
      const { hub88, pragmatic } = config.gameWallet;
      if (config.isProduction || !hub88?.sandbox || !pragmatic?.sandbox) return;
      await scope.register(sandboxGameRoutes, {
        games: gameWallet.games,
        keys: { hub88PrivateKeyPem: hub88.hub88PublicKeyPem, pragmaticSecret: pragmatic.secretKey },
        root,
        gameInfo: (gameId) => gameWallet.repo.gameInfo(gameId),
      });
    },
  },
  jobs: ({ launches }) => [{ start: () => launches.syncProviders(), stop: () => undefined }],
});

export type CasinoModule = ServicesOf<typeof casinoModule>;
