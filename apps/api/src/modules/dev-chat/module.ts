import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { devChatRoutes } from './routes.ts';

/** The stand-in live-chat widget (never in production), served after the socket server it uses. */
export const devChatModule = defineModule()({
  name: 'devChat',
  needs: [],
  build: () => ({}),
  routes: {
    main: async (scope, _self, { platform: { config } }) => {
      if (!config.isProduction && config.liveChat.sandbox) await scope.register(devChatRoutes, { config });
    },
  },
});

export type DevChatModule = ServicesOf<typeof devChatModule>;
