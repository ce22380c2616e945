import { type OutcomeRows, refusal, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue } from '../../platform/i18n.ts';

/* The refusals and messages of changes held for a second approver (issue #27). */

export type ApprovalsOutcome =
  | { code: 'ChangeNotFound' }
  /** Whoever asked for a change may not apply it: four eyes. */
  | { code: 'ChangeSameStaff' }
  /** Only whoever asked may withdraw a change (anyone else with the area's approve rejects it). */
  | { code: 'ChangeNotYours' }
  /** Already applied or rejected. */
  | { code: 'ChangeNotPending' }
  /** The target already has a change waiting: decide that one first. */
  | { code: 'ChangeAlreadyPending' }
  /** A line in a currency the site does not have, or with more places than it has. */
  | {
      code: 'ApprovalLinesInvalid';
      fields: Record<string, 'approvalLineCurrencyUnknown' | 'approvalLinePlaces'>;
    };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    approvals: ApprovalsOutcome;
  }
}

export type ApprovalsCatalogue = {
  changeNotFound: string;
  changeSameStaff: string;
  changeNotPending: string;
  changeNotYours: string;
  changeWithdrawn: string;
  changeAlreadyPending: string;
  approvalLinesInvalid: string;
  approvalLineCurrencyUnknown: string;
  approvalLinePlaces: string;
  changeHeld: string;
  changeApplied: string;
  changeRejected: string;
  approvalLinesSaved: string;
};

export const approvalsMessages: Catalogue<ApprovalsCatalogue> = {
  tr: {
    changeNotFound: 'Onay bekleyen değişiklik bulunamadı.',
    changeSameStaff: 'Değişikliği isteyen kişi onu onaylayamaz: başka bir yetkili onaylamalıdır.',
    changeNotPending: 'Bu değişiklik için karar zaten verildi.',
    changeNotYours: 'Bir değişikliği yalnızca onu isteyen kişi geri çekebilir.',
    changeWithdrawn: 'Değişiklik geri çekildi; hiçbir şey değişmedi.',
    changeAlreadyPending:
      'Bunun için onay bekleyen bir değişiklik zaten var: önce o onaylanmalı ya da reddedilmelidir.',
    approvalLinesInvalid: 'Onay sınırları kaydedilemedi; işaretli alanları düzeltin.',
    approvalLineCurrencyUnknown: 'Sitede böyle bir para birimi yok.',
    approvalLinePlaces: 'Tutar, para biriminin ondalık basamak sayısından fazlasını içeremez.',
    changeHeld:
      'Bu değişiklik sahibin belirlediği onay sınırını aşıyor: başka bir yetkilinin onayını bekliyor, henüz uygulanmadı.',
    changeApplied: 'Değişiklik onaylandı ve uygulandı.',
    changeRejected: 'Değişiklik reddedildi; hiçbir şey değişmedi.',
    approvalLinesSaved: 'Onay sınırları kaydedildi.',
  },
  en: {
    changeNotFound: 'The change waiting for approval was not found.',
    changeSameStaff:
      'Whoever asked for a change cannot approve it: a different staff member must approve it.',
    changeNotPending: 'This change has already been decided.',
    changeNotYours: 'Only whoever asked for a change can withdraw it.',
    changeWithdrawn: 'The change is withdrawn; nothing changed.',
    changeAlreadyPending:
      'A change of this is already waiting for approval: approve or reject that one first.',
    approvalLinesInvalid: 'The approval lines were not saved; correct the marked fields.',
    approvalLineCurrencyUnknown: 'The site has no such currency.',
    approvalLinePlaces: 'The amount has more decimal places than its currency has.',
    changeHeld:
      "This change goes above the owner's approval line: it waits for a different staff member to approve it and is not applied yet.",
    changeApplied: 'The change is approved and applied.',
    changeRejected: 'The change is rejected; nothing changed.',
    approvalLinesSaved: 'The approval lines are saved.',
  },
};

const words = wordsOf(approvalsMessages);

/** This module's messages (and the platform's) for its routes. */
export const { messages } = words;
const { plain, t, fieldMessages } = words;

export const approvalsOutcomes: OutcomeRows<ApprovalsOutcome> = {
  ChangeNotFound: plain(404, 'changeNotFound'),
  ChangeSameStaff: plain(409, 'changeSameStaff'),
  ChangeNotPending: plain(409, 'changeNotPending'),
  ChangeNotYours: plain(409, 'changeNotYours'),
  ChangeAlreadyPending: plain(409, 'changeAlreadyPending'),
  ApprovalLinesInvalid: ({ fields }, locale) =>
    refusal(400, t(locale, 'approvalLinesInvalid'), fieldMessages(fields, locale)),
};
