import { ODDS_PATH } from '@lale/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { topicHubRoutes } from '../../realtime/index.ts';
import type { OddsLive } from './service.ts';

/*
 * GET /hub/odds: the live odds WebSocket (contracts/sports-live.ts), a topic socket of modules/realtime.
 * Public: odds are what every visitor of the lobbies sees, so no token.
 */
export const oddsLiveRoutes: FastifyPluginAsync<{ odds: OddsLive }> = async (app, { odds }) => {
  await app.register(topicHubRoutes, { path: ODDS_PATH, name: 'odds', live: odds });
};
