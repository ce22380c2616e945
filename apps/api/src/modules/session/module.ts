import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { createOptionalAuth, registerAuthGuard } from '../../platform/auth-guard.ts';
import type { RealtimeModule } from '../realtime/index.ts';
import { createSessionRepo } from './repo.ts';
import { createSessionService, type LaunchedGames } from './service.ts';
import { withdrawOnlyGuards } from './withdraw-only.ts';

/** Sessions, and the guards every player route uses. */
export const sessionModule = defineModule<
  { realtime: RealtimeModule },
  { gameWallet: { launched: LaunchedGames } }
>()({
  name: 'session',
  needs: ['realtime'],
  later: ['gameWallet'],
  build: ({ platform: { db, clock, config, root }, realtime, later }) => {
    const sessions = createSessionService({
      repo: createSessionRepo(db),
      clock,
      pepper: config.secrets.TOKEN_PEPPER,
      limits: config.session,
      // A session that ends stops its live sockets on every process (logout, password change or reset).
      onEnded: (ids) => ids.forEach((id) => void realtime.hub.disconnectSession(id)),
      // ...and the games launched from it (issue #23: marked ended, never deleted).
      games: {
        endOfSessions: (...args) => later('gameWallet').launched.endOfSessions(...args),
        endOfPlayer: (...args) => later('gameWallet').launched.endOfPlayer(...args),
      },
    });
    // Every player route's guard refuses a withdraw-only session unless the route allows it (issue #26).
    const { guard, optionalAuth, playerRoutes } = withdrawOnlyGuards(
      root,
      registerAuthGuard(root, sessions),
      createOptionalAuth(sessions),
    );
    return { sessions, guard, optionalAuth, playerRoutes };
  },
});

export type SessionModule = ServicesOf<typeof sessionModule>;
