import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { chunkFiles, readWebManifest } from '../../platform/web-manifest.ts';
import type { AuthGuard } from '../../platform/auth-guard.ts';
import { adminCallbackRoutes } from './admin-callbacks-routes.ts';
import { createCallbackDesk } from './callbacks.ts';
import { createCallbacksRepo } from './callbacks-repo.ts';
import { createCallRequestService } from './call-requests.ts';
import { createEmbeddedBootstrap } from './embedded-bootstrap.ts';
import { createCallRequestRepo, createCmsRepo } from './repo.ts';
import { cmsRoutes } from './routes.ts';
import { createCmsService } from './service.ts';

/** Site content: bootstrap, pages, call requests, and the bootstrap every page carries. */
export const cmsModule = defineModule<object, { session: { optionalAuth: AuthGuard } }>()({
  name: 'cms',
  needs: [],
  later: ['session'],
  build: ({ platform: { db, readDb, money, config, given, clock } }) => {
    // One bootstrap cache per process: the operator content API drops it on every write.
    const cms = createCmsService(createCmsRepo(db, readDb), money, {
      ...given.cms,
      sportsFrames: config.sportsFrames.map(({ name, frameUrl, partnerId }) => ({
        provider: name,
        url: frameUrl,
        partnerId,
      })),
    });
    const popupChunk = chunkFiles(readWebManifest(config.webDist), 'src/features/cms/popup/StartupPopup.tsx');
    return {
      cms,
      callRequests: createCallRequestService(createCallRequestRepo(db)),
      /** The back office's side of the call requests (issue #25). */
      callbackDesk: createCallbackDesk(createCallbacksRepo(db), clock),
      /** The operator's allowed phone prefixes: sign-up, phone verification and the SMS port check them. */
      allowedPhonePrefixes: () => cms.allowedPhonePrefixes(),
      /** Every page carries the bootstrap for first visitors (embedded-bootstrap.ts). */
      pageData: createEmbeddedBootstrap(cms, { popupChunk }),
    };
  },
  routes: {
    main: (scope, { cms, callRequests }, { platform, later }) =>
      scope.register(cmsRoutes, {
        cms,
        callRequests,
        optionalAuth: later('session').optionalAuth,
        rateLimitRedis: platform.rateLimitRedis,
      }),
    callbacks: (scope, { callbackDesk }, { platform }) =>
      scope.register(adminCallbackRoutes, {
        desk: callbackDesk,
        clock: platform.clock,
      }),
  },
});

export type CmsModule = ServicesOf<typeof cmsModule>;
