import { playerIdentity } from '../../db/schema.ts';
import type { DbExecutor } from '../../db/executor.ts';

/**
 * A demo player recorded fully verified, in the transaction that creates them (modules/auth's demo
 * seed): every journey that withdrew with a demo player before KYC still does. A real player is only
 * ever verified by the identity provider's answer.
 */
export async function seedIdentityVerified(tx: DbExecutor, playerId: number, at: Date): Promise<void> {
  await tx
    .insert(playerIdentity)
    .values({ playerId, level: 'full', reviewStatus: 'approved', rejectionReasons: [], updatedAt: at })
    .onConflictDoNothing();
}
