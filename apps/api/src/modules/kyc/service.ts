import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import {
  type AdminKyc,
  type AdminKycLevels,
  type AdminKycReviewRequest,
  AdminKycLevelsRequestSchema,
  KYC_IDENTITY_DOCUMENT_KINDS,
  KYC_LEVELS,
  type KycDocumentKind,
  type KycIdentityDocumentKind,
  KYC_DOCUMENT_MAX_BYTES,
  type KycDocument,
  type KycLevel,
  type KycStatus,
  type KycUploadRequest,
  NotificationType,
} from '@lale/contracts';
import type { DbExecutor } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import { localized } from '../../platform/i18n.ts';
import type { MoneyService } from '../../platform/money.ts';
import type { DocumentCipher } from './document-cipher.ts';
import { bytesAre } from './file-types.ts';
import { depositCapOf, STRICTEST_RULE } from './levels.ts';
import { DEFAULT_RETENTION_DAYS, RETENTION_BATCH } from './retention.ts';
import type { NotificationContent, NotificationService } from '../notification/index.ts';
import { kycMessages, messages } from './outcomes.ts';
import type { IdentityProvider, ReviewAnswer } from './ports.ts';
import type { DocumentListing, KycRepo } from './repo.ts';

/*
 * Know your customer (issue #26): the player's level and what it allows (levels.ts), the documents they
 * upload (sealed with AES-256-GCM, stored in PostgreSQL so every API process reads the same), the
 * submit that sends them to the identity provider, and the provider's signed answer by webhook.
 * Approval raises the level; a rejection keeps it and keeps the reasons the player sees.
 */

/** More than a few tries' worth of documents is storage abuse, not a review. */
export const MAX_DOCUMENTS_PER_PLAYER = 20;

/**
 * How long uploads stay open after compliance asked for documents (an AML case's "request documents"),
 * even for a player already `full`: long enough to find a bank statement, short enough that a request
 * does not leave the account open to uploads for good. The per-player document cap still applies.
 */
export const DOCUMENTS_REQUEST_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

const LEVEL_ORDER: readonly KycLevel[] = ['none', 'basic', 'full'];
const higher = (a: KycLevel, b: KycLevel) => (LEVEL_ORDER.indexOf(a) >= LEVEL_ORDER.indexOf(b) ? a : b);

export type KycDeps = {
  repo: KycRepo;
  clock: Clock;
  money: MoneyService;
  cipher: DocumentCipher;
  /** Undefined: no provider configured (production without a real adapter) — not offered. */
  provider: IdentityProvider | undefined;
  /** The player's bell: told of the review's answer (staged in its transaction, pushed after). */
  notifications?: Pick<NotificationService, 'stage'>;
  /** Staff usernames by id (the back office's "last changed by"). */
  staffNames?: (ids: readonly number[]) => Promise<Map<number, string>>;
  /** Where a provider's failure is told (the player sees KycUnavailable). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

const documentView = (row: DocumentListing): KycDocument => ({
  id: row.id,
  kind: row.kind,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  uploadedAt: row.uploadedAt.toISOString(),
});

/** A review's answer, the provider's or staff's. */
type Answer =
  | Pick<Extract<ReviewAnswer, { answer: 'approved' }>, 'answer' | 'level'>
  | Pick<Extract<ReviewAnswer, { answer: 'rejected' }>, 'answer' | 'reasons'>;

/** The player's notification of a review's answer, in both languages (the row keeps both). */
function reviewNotification(answer: Answer): NotificationContent {
  if (answer.answer === 'approved')
    return {
      type: NotificationType.System,
      title: localized(kycMessages, (m) => m.kycApprovedTitle),
      note: localized(kycMessages, (m) => m.kycApprovedNote),
    };
  const reasons = answer.reasons.join(' ');
  return {
    type: NotificationType.System,
    title: localized(kycMessages, (m) => m.kycRejectedTitle),
    note: { tr: messages('tr').kycRejectedNote(reasons), en: messages('en').kycRejectedNote(reasons) },
  };
}

/**
 * The player's notification that compliance needs documents. Neutral on purpose: it names no case and no
 * suspicion (the law forbids tipping a player off about a report), only what to send and where.
 */
const documentsRequestedNotification = (): NotificationContent => ({
  type: NotificationType.System,
  title: localized(kycMessages, (m) => m.kycDocumentsRequestedTitle),
  note: localized(kycMessages, (m) => m.kycDocumentsRequestedNote),
});

/** An identity document (the provider's to review), not compliance's proof of funds. */
const isIdentityDocument = <D extends { kind: KycDocumentKind }>(
  doc: D,
): doc is D & { kind: KycIdentityDocumentKind } =>
  (KYC_IDENTITY_DOCUMENT_KINDS as readonly string[]).includes(doc.kind);

/** A passport, or both sides of an identity card; and a selfie. */
function completeSet(documents: readonly { kind: string }[]): boolean {
  const kinds = new Set(documents.map((d) => d.kind));
  return kinds.has('selfie') && (kinds.has('passport') || (kinds.has('id_front') && kinds.has('id_back')));
}

export function createKycService({
  repo,
  clock,
  money,
  cipher,
  provider,
  notifications,
  staffNames,
  log,
}: KycDeps) {
  /** Whether compliance's last request for documents still opens uploads (DOCUMENTS_REQUEST_DAYS). */
  const requestOpen = (identity: { documentsRequestedAt: Date | null }, now: Date) =>
    identity.documentsRequestedAt !== null &&
    now.getTime() - identity.documentsRequestedAt.getTime() < DOCUMENTS_REQUEST_DAYS * DAY_MS;

  /**
   * What the player's level allows in their currency: withdrawals, and the cap on all deposits. The
   * operator's rules are read at each use (two primary-key rows), so a change holds at once everywhere.
   */
  async function allowance(playerId: number, currencyId: number, executor?: DbExecutor) {
    const { level } = await repo.identity(playerId, executor);
    const rule = (await repo.levelRule(level, executor)) ?? STRICTEST_RULE(level);
    const capMinor = rule.depositsCapped ? await repo.depositCap(currencyId, executor) : undefined;
    return { level, canWithdraw: rule.withdraw, depositCapMinor: depositCapOf(rule, capMinor) };
  }

  /** The operator's level rules and caps as the back office shows them (every currency, 0 where none). */
  async function levels(): Promise<AdminKycLevels> {
    const [rules, caps, currencies] = await Promise.all([
      repo.levelRules(),
      repo.depositCaps(),
      repo.currencyIds(),
    ]);
    const changes = [...rules, ...caps]
      .filter((row) => row.updatedAt !== null)
      .sort((a, b) => b.updatedAt!.getTime() - a.updatedAt!.getTime());
    const last = changes[0];
    const names =
      last?.updatedByStaffId != null && staffNames ? await staffNames([last.updatedByStaffId]) : new Map();
    return {
      levels: KYC_LEVELS.map((level) => {
        const row = rules.find((rule) => rule.level === level);
        return row
          ? { level, play: row.play, withdraw: row.withdraw, depositsCapped: row.depositsCapped }
          : STRICTEST_RULE(level);
      }),
      depositCaps: await Promise.all(
        currencies.map(async (currencyId) => ({
          currency: (await money.currency(currencyId)).code,
          cap: await money.toDecimal(
            caps.find((cap) => cap.currencyId === currencyId)?.capMinor ?? 0n,
            currencyId,
          ),
        })),
      ),
      updatedAt: last?.updatedAt?.toISOString() ?? null,
      updatedBy:
        last?.updatedByStaffId == null
          ? null
          : (names.get(last.updatedByStaffId) ?? `#${last.updatedByStaffId}`),
    };
  }

  async function status(playerId: number, currencyId: number): Promise<KycStatus> {
    const [identity, documents, allowed] = await Promise.all([
      repo.identity(playerId),
      repo.documents(playerId),
      allowance(playerId, currencyId),
    ]);
    return {
      level: identity.level,
      reviewStatus: identity.reviewStatus,
      rejectionReasons: identity.reviewStatus === 'rejected' ? identity.rejectionReasons : [],
      canWithdraw: allowed.canWithdraw,
      depositCap:
        allowed.depositCapMinor === null ? null : await money.toDecimal(allowed.depositCapMinor, currencyId),
      documents: documents.map(documentView),
      readyToSubmit:
        identity.level !== 'full' && identity.reviewStatus !== 'pending' && completeSet(documents),
      documentsRequested: requestOpen(identity, clock.now()),
    };
  }

  /** A pending review's answer applied (the caller holds the player's lock): approval raises the level. */
  async function answerReview(
    tx: DbExecutor,
    identity: { playerId: number; level: KycLevel },
    answer: Answer,
    now: Date,
    staffId: number | null,
  ) {
    await repo.update(
      tx,
      identity.playerId,
      answer.answer === 'approved'
        ? {
            level: higher(identity.level, answer.level),
            reviewStatus: 'approved',
            rejectionReasons: [],
            reviewedAt: now,
            reviewedByStaffId: staffId,
            updatedAt: now,
          }
        : {
            reviewStatus: 'rejected',
            rejectionReasons: answer.reasons,
            reviewedAt: now,
            reviewedByStaffId: staffId,
            updatedAt: now,
          },
    );
    return notifications?.stage(tx, identity.playerId, reviewNotification(answer));
  }

  /** The back office: the player's level, review and documents (never their content). */
  async function adminView(playerId: number): Promise<AdminKyc> {
    if (!(await repo.playerExists(playerId))) throw refuse({ code: 'KycPlayerNotFound' });
    const [identity, documents] = await Promise.all([repo.adminIdentity(playerId), repo.documents(playerId)]);
    const staffId = identity?.reviewedByStaffId ?? null;
    const names = staffId !== null && staffNames ? await staffNames([staffId]) : new Map<number, string>();
    return {
      level: identity?.level ?? 'none',
      reviewStatus: identity?.reviewStatus ?? 'none',
      rejectionReasons: identity?.rejectionReasons ?? [],
      applicantId: identity?.applicantId ?? null,
      submittedAt: identity?.submittedAt?.toISOString() ?? null,
      reviewedAt: identity?.reviewedAt?.toISOString() ?? null,
      reviewedBy: staffId === null ? null : (names.get(staffId) ?? `#${staffId}`),
      documents: documents.map(documentView),
    };
  }

  function requireProvider(): IdentityProvider {
    if (!provider) throw refuse({ code: 'KycUnavailable' });
    return provider;
  }

  return {
    allowance,
    status,

    /** One document of the player, checked (size, type), sealed and stored. */
    async upload(playerId: number, request: KycUploadRequest): Promise<KycDocument> {
      requireProvider();
      const content = Buffer.from(request.data, 'base64');
      if (content.length > KYC_DOCUMENT_MAX_BYTES) throw refuse({ code: 'KycDocumentTooLarge' });
      if (!bytesAre(request.contentType, content)) throw refuse({ code: 'KycDocumentTypeMismatch' });
      const now = clock.now();
      const sealed = cipher.seal({ playerId, kind: request.kind }, content);
      const row = await repo.transaction(async (tx) => {
        const identity = await repo.lockIdentity(tx, playerId, now);
        // A verified player uploads only while compliance's request for documents is open.
        if (identity.level === 'full' && !requestOpen(identity, now))
          throw refuse({ code: 'KycAlreadyVerified' });
        if (identity.reviewStatus === 'pending') throw refuse({ code: 'KycReviewPending' });
        if ((await repo.documentCount(tx, playerId)) >= MAX_DOCUMENTS_PER_PLAYER)
          throw refuse({ code: 'KycTooManyDocuments' });
        return repo.insertDocument(tx, {
          playerId,
          kind: request.kind,
          contentType: request.contentType,
          sizeBytes: content.length,
          uploadedAt: now,
          ...sealed,
        });
      });
      return documentView(row);
    },

    /**
     * Sends the player's documents for review, in three steps. Under the player's lock: the checks, and
     * the review marked pending, so no upload or second submit slips in meanwhile. Then the provider,
     * outside any transaction (a provider may take seconds; a row lock must not wait on the network): an
     * applicant once, then the documents opened for it. Last, the applicant and the moment recorded — or,
     * when the provider failed, the review put back as it was, so the player can send again.
     */
    async submit(playerId: number, currencyId: number): Promise<KycStatus> {
      const identityProvider = requireProvider();
      const now = clock.now();
      const { previous, sealed } = await repo.transaction(async (tx) => {
        const identity = await repo.lockIdentity(tx, playerId, now);
        if (identity.level === 'full') throw refuse({ code: 'KycAlreadyVerified' });
        if (identity.reviewStatus === 'pending') throw refuse({ code: 'KycReviewPending' });
        const documents = await repo.sealedDocuments(tx, playerId);
        if (!completeSet(documents)) throw refuse({ code: 'KycDocumentsIncomplete' });
        await repo.update(tx, playerId, { reviewStatus: 'pending', updatedAt: now });
        return { previous: identity, sealed: documents };
      });

      let applicantId = previous.applicantId;
      try {
        applicantId ??= (await identityProvider.createApplicant({ playerId })).applicantId;
        await identityProvider.submitForReview(
          applicantId,
          sealed.filter(isIdentityDocument).map((doc) => ({
            kind: doc.kind,
            contentType: doc.contentType,
            content: cipher.open({ playerId, kind: doc.kind }, doc),
          })),
        );
      } catch (err) {
        log?.warn({ err, playerId, provider: identityProvider.name }, 'identity review could not be sent');
        await repo.transaction(async (tx) => {
          await repo.lockIdentity(tx, playerId, now);
          // An applicant created before the failure is kept: the next submit reuses it.
          await repo.update(tx, playerId, {
            applicantId,
            reviewStatus: previous.reviewStatus,
            updatedAt: clock.now(),
          });
        });
        throw refuse({ code: 'KycUnavailable' });
      }

      // A provider answering before this commits finds no applicant of ours (409) and delivers again.
      await repo.transaction(async (tx) => {
        await repo.lockIdentity(tx, playerId, now);
        await repo.update(tx, playerId, {
          applicantId,
          rejectionReasons: [],
          submittedAt: now,
          updatedAt: clock.now(),
        });
      });
      return status(playerId, currencyId);
    },

    /**
     * The provider's review answer, from its webhook: checked by the provider's adapter (signature over
     * the raw body, timestamp window), accepted once per delivery id, applied to a pending review only.
     * Any refusal rolls the delivery's record back with it: nothing changes.
     */
    async applyReviewWebhook(providerName: string, rawBody: Buffer, headers: IncomingHttpHeaders) {
      if (!provider || provider.name !== providerName) throw refuse({ code: 'KycWebhookProviderUnknown' });
      const now = clock.now();
      const answer = provider.parseReviewWebhook(rawBody, headers, now);
      const staged = await repo.transaction(async (tx) => {
        const fresh = await repo.recordDelivery(tx, {
          provider: providerName,
          deliveryId: answer.deliveryId,
          applicantId: answer.applicantId,
          answer: answer.answer,
          receivedAt: now,
        });
        if (!fresh) throw refuse({ code: 'KycWebhookReplayed' });
        const identity = await repo.lockByApplicant(tx, answer.applicantId);
        if (!identity || identity.reviewStatus !== 'pending') throw refuse({ code: 'KycReviewNotPending' });
        return answerReview(tx, identity, answer, now, null);
      });
      await staged?.publish();
    },

    /**
     * Staff answer a pending review by hand (the provider is slow, or its answer needs a person): the
     * same change as the provider's answer, with who answered. Under the player's lock, so it and the
     * provider's webhook answer one after the other — the second finds nothing pending (409).
     */
    async decideReview(
      playerId: number,
      decision: AdminKycReviewRequest,
      staffId: number,
    ): Promise<AdminKyc> {
      if (!(await repo.playerExists(playerId))) throw refuse({ code: 'KycPlayerNotFound' });
      const now = clock.now();
      const staged = await repo.transaction(async (tx) => {
        const identity = await repo.lockIdentity(tx, playerId, now);
        if (identity.reviewStatus !== 'pending') throw refuse({ code: 'KycReviewNotPending' });
        const answer: Answer =
          decision.decision === 'approve'
            ? { answer: 'approved', level: 'full' }
            : { answer: 'rejected', reasons: [decision.reason] };
        return answerReview(tx, identity, answer, now, staffId);
      });
      await staged?.publish();
      return adminView(playerId);
    },

    /**
     * Compliance asks the player for documents (AML's "request documents"), inside the caller's
     * transaction: uploads open for DOCUMENTS_REQUEST_DAYS even at `full`, and the player's bell is told
     * (staged here; the caller publishes after its commit).
     */
    async requestDocuments(tx: DbExecutor, playerId: number) {
      const now = clock.now();
      await repo.lockIdentity(tx, playerId, now);
      await repo.update(tx, playerId, { documentsRequestedAt: now, updatedAt: now });
      return notifications?.stage(tx, playerId, documentsRequestedNotification());
    },

    adminView,

    /** The back office: one document of the player, opened (the route audits the read). */
    async openDocument(playerId: number, documentId: number) {
      const row = await repo.sealedDocument(playerId, documentId);
      if (!row) throw refuse({ code: 'KycDocumentNotFound' });
      return {
        kind: row.kind,
        contentType: row.contentType,
        content: cipher.open({ playerId, kind: row.kind }, row),
      };
    },

    levels,

    /**
     * Saves what each level allows and the caps of the currencies listed, together (one transaction).
     * Checked here again for every caller (the route's validation is only the HTTP door), and by the
     * table's checks; a currency the platform does not have, or a cap finer than its minor units, is
     * refused and nothing changes.
     */
    async saveLevels(input: unknown, staffId: number): Promise<AdminKycLevels> {
      const parsed = AdminKycLevelsRequestSchema.safeParse(input);
      if (!parsed.success)
        throw refuse({
          code: 'KycLevelsInvalid',
          problems: [...new Set(parsed.error.issues.map((issue) => issue.message))].join(' '),
        });
      const caps = await Promise.all(
        parsed.data.depositCaps.map(async ({ currency, cap }) => {
          const found = await money.currencyByCode(currency);
          if (!found) throw refuse({ code: 'KycCurrencyNotFound', currency });
          const capMinor = await money.toMinor(cap, found.id);
          if (capMinor === null) throw refuse({ code: 'KycLevelsInvalid', problems: `${currency}: ${cap}` });
          return { currencyId: found.id, capMinor };
        }),
      );
      await repo.transaction((tx) => repo.saveLevels(tx, parsed.data.levels, caps, staffId, clock.now()));
      return levels();
    },

    /** The operator's retention period (retention.ts): documents of a closed account are kept this long. */
    async retention(): Promise<{ retentionDays: number }> {
      return { retentionDays: (await repo.retentionDays()) ?? DEFAULT_RETENTION_DAYS };
    },

    async setRetention(retentionDays: number, staffId: number): Promise<{ retentionDays: number }> {
      await repo.setRetentionDays(retentionDays, staffId, clock.now());
      return { retentionDays };
    },

    /** One sweep: deletes the documents of accounts closed longer ago than the retention period. */
    async deleteExpiredDocuments(now: Date = clock.now()): Promise<number> {
      const days = (await repo.retentionDays()) ?? DEFAULT_RETENTION_DAYS;
      const closedBefore = new Date(now.getTime() - days * 24 * 60 * 60_000);
      return repo.deleteDocumentsClosedBefore(closedBefore, RETENTION_BATCH);
    },

    /** The reviews waiting for an answer (the sandbox's page). */
    pendingReviews: () => repo.pendingReviews(),
  };
}

export type KycService = ReturnType<typeof createKycService>;
