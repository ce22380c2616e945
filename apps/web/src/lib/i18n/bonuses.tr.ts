/*
 * Turkish texts of the bonuses page (/dashboard/bonuses, issue #11 bonus engine): offers to claim,
 * the bonus-code form, the player's bonuses with wagering progress, and the forfeit confirmation.
 * Spread into tr.ts; en counterpart: bonuses.en.ts.
 */
export const bonusesTr = {
  bonuses: {
    lead: 'Size özel teklifleri alın, bonus kodunuzu kullanın ve çevrim ilerlemenizi takip edin.',
    offersTitle: 'Alınabilir Teklifler',
    claim: 'Bonusu Al',
    claimed: 'Bonusunuz hesabınıza tanımlandı.',
    credits: 'Kazanacağınız tutar',
    wagering: 'Çevrim',
    wageringValue: '{{multiple}}x',
    validDays: 'Geçerlilik',
    validDaysValue: '{{count}} gün',
    maxBet: 'En yüksek bahis',
    noMaxBet: 'Sınır yok',
    codeTitle: 'Bonus Kodunuz Var mı?',
    codeLead: 'Promosyon kodunuzu girin; son yatırımınıza uygulanır.',
    codeLabel: 'Bonus Kodu',
    codePlaceholder: 'örn. HOSGELDIN100',
    codeSubmit: 'Kodu Kullan',
    codeInvalid: 'Lütfen en az 3 karakterli bir bonus kodu girin.',
    mineTitle: 'Aldığım Bonuslar',
    amount: 'Bonus tutarı',
    expiresAt: 'Bitiş tarihi',
    progressLabel: 'Çevrim ilerlemesi',
    progressText: '{{done}} / {{required}} çevrildi',
    forfeit: 'Bonustan Vazgeç',
    forfeitTitle: 'Bonustan vazgeçilsin mi?',
    forfeitText:
      '{{amount}} tutarındaki "{{title}}" bonusundan vazgeçerseniz kalan bonus bakiyesi hesabınızdan silinir. Bu işlem geri alınamaz.',
    forfeitKeep: 'Hayır, devam et',
    forfeitConfirm: 'Evet, vazgeç',
    forfeited: 'Bonustan vazgeçildi.',
    loadFailed: 'Bonuslarınız yüklenemedi.',
    retry: 'Tekrar dene',
    status: {
      active: 'Aktif',
      completed: 'Tamamlandı',
      expired: 'Süresi Doldu',
      forfeited: 'Vazgeçildi',
    },
  },
};
