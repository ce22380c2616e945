import type {
  KycContentType,
  KycDocumentKind,
  KycLevel,
  KycLevelRule,
  KycReviewStatus,
} from '@lale/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import {
  currencies,
  kycDepositCaps,
  kycDocuments,
  kycLevelRules,
  kycSettings,
  kycWebhookDeliveries,
  playerIdentity,
  players,
  playerStatusChanges,
} from '../../db/schema.ts';
import type { SealedDocument } from './document-cipher.ts';

/* SQL of identity verification: levels and reviews, documents, review deliveries received. */

export type IdentityRow = {
  playerId: number;
  level: KycLevel;
  reviewStatus: KycReviewStatus;
  applicantId: string | null;
  rejectionReasons: string[];
  /** When compliance last asked for documents (an AML case); null if never. */
  documentsRequestedAt: Date | null;
};

export type DocumentListing = {
  id: number;
  kind: KycDocumentKind;
  contentType: KycContentType;
  sizeBytes: number;
  uploadedAt: Date;
};

export type StoredDocument = DocumentListing & SealedDocument & { playerId: number };

/** A player without a row has not started: level none, nothing sent. */
const NOT_STARTED = (playerId: number): IdentityRow => ({
  playerId,
  level: 'none',
  reviewStatus: 'none',
  applicantId: null,
  rejectionReasons: [],
  documentsRequestedAt: null,
});

const identityColumns = {
  playerId: playerIdentity.playerId,
  level: playerIdentity.level,
  reviewStatus: playerIdentity.reviewStatus,
  applicantId: playerIdentity.applicantId,
  rejectionReasons: playerIdentity.rejectionReasons,
  documentsRequestedAt: playerIdentity.documentsRequestedAt,
};

const listingColumns = {
  id: kycDocuments.id,
  kind: kycDocuments.kind,
  contentType: kycDocuments.contentType,
  sizeBytes: kycDocuments.sizeBytes,
  uploadedAt: kycDocuments.uploadedAt,
};

export function createKycRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    async identity(playerId: number, executor: DbExecutor = db): Promise<IdentityRow> {
      const [row] = await executor
        .select(identityColumns)
        .from(playerIdentity)
        .where(eq(playerIdentity.playerId, playerId));
      return (row as IdentityRow | undefined) ?? NOT_STARTED(playerId);
    },

    /**
     * The player's identity row, created if missing, locked until the transaction ends: an upload, a
     * submit and a review answer of one player are decided one after the other.
     */
    async lockIdentity(tx: DbExecutor, playerId: number, now: Date): Promise<IdentityRow> {
      await tx
        .insert(playerIdentity)
        .values({ ...NOT_STARTED(playerId), updatedAt: now })
        .onConflictDoNothing();
      const [row] = await tx
        .select(identityColumns)
        .from(playerIdentity)
        .where(eq(playerIdentity.playerId, playerId))
        .for('update');
      return row as IdentityRow;
    },

    /** The player an applicant id belongs to, locked; undefined for an applicant we never created. */
    async lockByApplicant(tx: DbExecutor, applicantId: string): Promise<IdentityRow | undefined> {
      const [row] = await tx
        .select(identityColumns)
        .from(playerIdentity)
        .where(eq(playerIdentity.applicantId, applicantId))
        .for('update');
      return row as IdentityRow | undefined;
    },

    async update(
      tx: DbExecutor,
      playerId: number,
      change: Partial<Omit<IdentityRow, 'playerId'>> & {
        submittedAt?: Date;
        reviewedAt?: Date;
        reviewedByStaffId?: number | null;
        updatedAt: Date;
      },
    ): Promise<void> {
      await tx.update(playerIdentity).set(change).where(eq(playerIdentity.playerId, playerId));
    },

    /** The back office's view of the identity row: with when it was sent and answered. */
    async adminIdentity(playerId: number) {
      const [row] = await db
        .select({
          ...identityColumns,
          submittedAt: playerIdentity.submittedAt,
          reviewedAt: playerIdentity.reviewedAt,
          reviewedByStaffId: playerIdentity.reviewedByStaffId,
        })
        .from(playerIdentity)
        .where(eq(playerIdentity.playerId, playerId));
      return row as
        | (IdentityRow & {
            submittedAt: Date | null;
            reviewedAt: Date | null;
            reviewedByStaffId: number | null;
          })
        | undefined;
    },

    /** One document of the player with its sealed bytes; undefined when it is not theirs. */
    async sealedDocument(playerId: number, documentId: number): Promise<StoredDocument | undefined> {
      const [row] = await db
        .select({
          ...listingColumns,
          playerId: kycDocuments.playerId,
          nonce: kycDocuments.nonce,
          authTag: kycDocuments.authTag,
          ciphertext: kycDocuments.ciphertext,
        })
        .from(kycDocuments)
        .where(and(eq(kycDocuments.id, documentId), eq(kycDocuments.playerId, playerId)));
      return row as StoredDocument | undefined;
    },

    /** Whether the player exists (a seed or a test may name one). */
    async playerExists(playerId: number, executor: DbExecutor = db): Promise<boolean> {
      const [row] = await executor.select({ id: players.id }).from(players).where(eq(players.id, playerId));
      return row !== undefined;
    },

    async documents(playerId: number, executor: DbExecutor = db): Promise<DocumentListing[]> {
      const rows = await executor
        .select(listingColumns)
        .from(kycDocuments)
        .where(eq(kycDocuments.playerId, playerId))
        .orderBy(desc(kycDocuments.uploadedAt), desc(kycDocuments.id));
      return rows as DocumentListing[];
    },

    async documentCount(tx: DbExecutor, playerId: number): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(kycDocuments)
        .where(eq(kycDocuments.playerId, playerId));
      return row?.n ?? 0;
    },

    /** The player's documents with their sealed bytes, oldest first (what goes to the provider). */
    async sealedDocuments(tx: DbExecutor, playerId: number): Promise<StoredDocument[]> {
      const rows = await tx
        .select({
          ...listingColumns,
          playerId: kycDocuments.playerId,
          nonce: kycDocuments.nonce,
          authTag: kycDocuments.authTag,
          ciphertext: kycDocuments.ciphertext,
        })
        .from(kycDocuments)
        .where(eq(kycDocuments.playerId, playerId))
        .orderBy(asc(kycDocuments.uploadedAt), asc(kycDocuments.id));
      return rows as StoredDocument[];
    },

    async insertDocument(tx: DbExecutor, row: Omit<StoredDocument, 'id'>): Promise<DocumentListing> {
      const [inserted] = await tx.insert(kycDocuments).values(row).returning(listingColumns);
      return inserted as DocumentListing;
    },

    /**
     * Records a review delivery by (provider, delivery id); false when it was recorded before. A copy
     * arriving at the same moment waits on the unique index until the first commits, then is refused.
     */
    async recordDelivery(
      tx: DbExecutor,
      delivery: {
        provider: string;
        deliveryId: string;
        applicantId: string;
        answer: string;
        receivedAt: Date;
      },
    ): Promise<boolean> {
      const rows = await tx
        .insert(kycWebhookDeliveries)
        .values(delivery)
        .onConflictDoNothing()
        .returning({ id: kycWebhookDeliveries.id });
      return rows.length > 0;
    },

    async deliveryCount(provider: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(kycWebhookDeliveries)
        .where(and(eq(kycWebhookDeliveries.provider, provider)));
      return row?.n ?? 0;
    },

    /** What `level` allows (levels.ts); undefined if its row is gone. */
    async levelRule(level: KycLevel, executor: DbExecutor = db): Promise<KycLevelRule | undefined> {
      const [row] = await executor
        .select({
          level: kycLevelRules.level,
          play: kycLevelRules.mayPlay,
          withdraw: kycLevelRules.mayWithdraw,
          depositsCapped: kycLevelRules.depositsCapped,
        })
        .from(kycLevelRules)
        .where(eq(kycLevelRules.level, level));
      return row && { ...row, level: row.level as KycLevel };
    },

    /** Every level's rule, with the last change of any (levels or caps) and who made it. */
    async levelRules() {
      return db
        .select({
          level: kycLevelRules.level,
          play: kycLevelRules.mayPlay,
          withdraw: kycLevelRules.mayWithdraw,
          depositsCapped: kycLevelRules.depositsCapped,
          updatedAt: kycLevelRules.updatedAt,
          updatedByStaffId: kycLevelRules.updatedByStaffId,
        })
        .from(kycLevelRules);
    },

    /** The unverified deposit cap of a currency (minor units); undefined: none kept. */
    async depositCap(currencyId: number, executor: DbExecutor = db): Promise<bigint | undefined> {
      const [row] = await executor
        .select({ capMinor: kycDepositCaps.capMinor })
        .from(kycDepositCaps)
        .where(eq(kycDepositCaps.currencyId, currencyId));
      return row?.capMinor;
    },

    /** Every currency the platform has, by id. */
    async currencyIds(): Promise<number[]> {
      const rows = await db.select({ id: currencies.id }).from(currencies).orderBy(asc(currencies.id));
      return rows.map((row) => row.id);
    },

    async depositCaps() {
      return db
        .select({
          currencyId: kycDepositCaps.currencyId,
          capMinor: kycDepositCaps.capMinor,
          updatedAt: kycDepositCaps.updatedAt,
          updatedByStaffId: kycDepositCaps.updatedByStaffId,
        })
        .from(kycDepositCaps);
    },

    /** Writes every level's rule and the given currencies' caps, in the caller's transaction. */
    async saveLevels(
      tx: DbExecutor,
      rules: readonly KycLevelRule[],
      caps: readonly { currencyId: number; capMinor: bigint }[],
      staffId: number,
      at: Date,
    ): Promise<void> {
      const stamp = { updatedAt: at, updatedByStaffId: staffId };
      for (const rule of rules) {
        const values = {
          mayPlay: rule.play,
          mayWithdraw: rule.withdraw,
          depositsCapped: rule.depositsCapped,
          ...stamp,
        };
        await tx
          .insert(kycLevelRules)
          .values({ level: rule.level, ...values })
          .onConflictDoUpdate({ target: kycLevelRules.level, set: values });
      }
      for (const cap of caps)
        await tx
          .insert(kycDepositCaps)
          .values({ ...cap, ...stamp })
          .onConflictDoUpdate({
            target: kycDepositCaps.currencyId,
            set: { capMinor: cap.capMinor, ...stamp },
          });
    },

    /** The operator's retention period in days; undefined until first set. */
    async retentionDays(): Promise<number | undefined> {
      const [row] = await db.select({ days: kycSettings.retentionDays }).from(kycSettings);
      return row?.days;
    },

    async setRetentionDays(days: number, staffId: number, at: Date): Promise<void> {
      await db
        .insert(kycSettings)
        .values({ id: 1, retentionDays: days, updatedAt: at, updatedByStaffId: staffId })
        .onConflictDoUpdate({
          target: kycSettings.id,
          set: { retentionDays: days, updatedAt: at, updatedByStaffId: staffId },
        });
    },

    /**
     * Deletes up to `limit` documents of accounts closed before `closedBefore`: the account's status is
     * closed and its last change to closed (the back office's status history) is older. A closed account
     * without such a record keeps its documents: nothing says since when it is closed. Locked with SKIP
     * LOCKED so two processes' sweeps never take the same rows. Answers how many were deleted.
     */
    async deleteDocumentsClosedBefore(closedBefore: Date, limit: number): Promise<number> {
      const lastClosed = sql`(select max(${playerStatusChanges.at}) from ${playerStatusChanges}
        where ${playerStatusChanges.playerId} = ${players.id} and ${playerStatusChanges.toStatus} = 'closed')`;
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: kycDocuments.id })
          .from(kycDocuments)
          .innerJoin(players, eq(players.id, kycDocuments.playerId))
          .where(and(eq(players.status, 'closed'), sql`${lastClosed} < ${closedBefore}`))
          .limit(limit)
          .for('update', { of: kycDocuments, skipLocked: true });
        if (due.length === 0) return 0;
        const deleted = await tx
          .delete(kycDocuments)
          .where(
            inArray(
              kycDocuments.id,
              due.map((row) => row.id),
            ),
          )
          .returning({ id: kycDocuments.id });
        return deleted.length;
      });
    },

    /** The applicants waiting for a review answer (the sandbox's page lists them). */
    async pendingReviews(): Promise<{ playerId: number; applicantId: string; username: string }[]> {
      const rows = await db
        .select({
          playerId: playerIdentity.playerId,
          applicantId: playerIdentity.applicantId,
          username: players.username,
        })
        .from(playerIdentity)
        .innerJoin(players, eq(players.id, playerIdentity.playerId))
        .where(eq(playerIdentity.reviewStatus, 'pending'))
        .orderBy(asc(playerIdentity.submittedAt))
        .limit(50);
      return rows.filter((row): row is typeof row & { applicantId: string } => row.applicantId !== null);
    },
  };
}

export type KycRepo = ReturnType<typeof createKycRepo>;
