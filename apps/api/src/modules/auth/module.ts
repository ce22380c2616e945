import { defineModule, type ServicesOf } from '../../module-kit.ts';
import type { MessagingModule } from '../../messaging-module.ts';
import type { CmsModule } from '../cms/index.ts';
import type { LimitsModule } from '../limits/index.ts';
import type { NotificationModule } from '../notification/index.ts';
import type { SaferPlayModule } from '../safer-play/index.ts';
import type { SessionModule } from '../session/index.ts';
import type { SportsFramesModule } from '../sports-frames/index.ts';
import type { VerificationModule } from '../verification/index.ts';
import type { WalletModule } from '../wallet/index.ts';
import { createCredentials } from './credentials.ts';
import { createRecovery } from './recovery.ts';
import { createRegistration } from './registration.ts';
import { createAuthRepo } from './repo.ts';
import { authRoutes } from './routes.ts';
import { createAuthService } from './service.ts';
import { createLoginThrottle } from './throttle.ts';

/** Accounts: sign-up, login, recovery and credentials. */
export const authModule = defineModule<{
  session: SessionModule;
  wallet: WalletModule;
  notification: NotificationModule;
  verification: VerificationModule;
  limits: LimitsModule;
  cms: CmsModule;
  sportsFrames: SportsFramesModule;
  messaging: MessagingModule;
  saferPlay: SaferPlayModule;
}>()({
  name: 'auth',
  needs: [
    'session',
    'wallet',
    'notification',
    'verification',
    'limits',
    'cms',
    'sportsFrames',
    'messaging',
    'saferPlay',
  ],
  build: (deps) => {
    const { db, clock, money, log } = deps.platform;
    const { sessions } = deps.session;
    const { wallet } = deps.wallet;
    const repo = createAuthRepo(db);
    const frames = deps.sportsFrames.tokens;
    const credentials = createCredentials({ repo, sessions, clock });
    return {
      credentials,
      auth: createAuthService({
        repo,
        sessions,
        wallet,
        money,
        throttle: createLoginThrottle({ repo, clock }),
        frames,
        restrictions: deps.saferPlay.saferPlay,
      }),
      register: createRegistration({
        repo,
        sessions,
        wallet,
        notifications: deps.notification.notifications,
        clock,
        limits: deps.limits.limits,
        allowedPhonePrefixes: deps.cms.allowedPhonePrefixes,
        frames,
        exclusions: deps.saferPlay.saferPlay,
      }),
      recovery: createRecovery({
        repo,
        sessions,
        verification: deps.verification.verification,
        credentials,
        messaging: deps.messaging.messaging,
        log,
      }),
    };
  },
  routes: {
    main: (scope, { auth, register, recovery }, { platform }) =>
      scope.register(authRoutes, { auth, register, recovery, rateLimitRedis: platform.rateLimitRedis }),
  },
});

export type AuthModule = ServicesOf<typeof authModule>;
