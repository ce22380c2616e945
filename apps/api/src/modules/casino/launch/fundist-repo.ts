import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../../db/connection.ts';
import { softgamingsLaunchPages, softgamingsPlayers } from '../../../db/schema.ts';

/*
 * What SoftGamings' launches keep (fundist-launch.ts, fundist-page.ts): the players added at Fundist
 * and each launch's game HTML until its game session expires.
 */

export function createFundistRepo(db: Database) {
  return {
    async playerKnown(playerId: number): Promise<boolean> {
      const [row] = await db
        .select({ playerId: softgamingsPlayers.playerId })
        .from(softgamingsPlayers)
        .where(eq(softgamingsPlayers.playerId, playerId));
      return row !== undefined;
    },

    async rememberPlayer(playerId: number, login: string, now: Date): Promise<void> {
      await db.insert(softgamingsPlayers).values({ playerId, login, createdAt: now }).onConflictDoNothing();
    },

    async insertPage(page: {
      id: string;
      gameSessionId: number;
      html: string;
      createdAt: Date;
      expiresAt: Date;
    }) {
      await db.insert(softgamingsLaunchPages).values(page);
    },

    /** A page still within its game session's life. */
    async page(id: string, now: Date) {
      const [row] = await db
        .select({ gameSessionId: softgamingsLaunchPages.gameSessionId, html: softgamingsLaunchPages.html })
        .from(softgamingsLaunchPages)
        .where(and(eq(softgamingsLaunchPages.id, id), gt(softgamingsLaunchPages.expiresAt, now)));
      return row;
    },

    /** Pages whose game session expired are of no use any more (done on each launch: few rows). */
    async deleteExpiredPages(now: Date): Promise<void> {
      await db.delete(softgamingsLaunchPages).where(lte(softgamingsLaunchPages.expiresAt, now));
    },
  };
}

export type FundistRepo = ReturnType<typeof createFundistRepo>;
