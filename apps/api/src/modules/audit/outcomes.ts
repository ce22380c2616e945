import { type OutcomeRows, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue } from '../../platform/i18n.ts';

/*
 * The audit trail's one refusal: the signed head does not match its signature, so someone rewrote the
 * chain's end. Extending it would sign over the tampering, so writes that must be audited stop (503)
 * until an operator has looked (verify names the place).
 */

export type AuditOutcome = { code: 'AuditChainBroken' };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    audit: AuditOutcome;
  }
}

export type AuditCatalogue = { auditChainBroken: string };

export const auditMessages: Catalogue<AuditCatalogue> = {
  tr: {
    auditChainBroken:
      'Denetim kaydının bütünlük kontrolü başarısız oldu; inceleme yapılana kadar değişiklikler durduruldu.',
  },
  en: {
    auditChainBroken: 'The audit trail failed its integrity check; changes are stopped until it is examined.',
  },
};

const { plain } = wordsOf(auditMessages);

export const auditOutcomes: OutcomeRows<AuditOutcome> = {
  AuditChainBroken: plain(503, 'auditChainBroken'),
};
