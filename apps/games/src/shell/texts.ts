import type { Lang, Localized } from './env.ts';

/*
 * The shell's own words in both languages (Turkish first, as on the site). A game keeps its words the
 * same way, in its own texts.ts: `defineTexts({ tr: {...}, en: {...} })` makes the English side carry
 * exactly the Turkish keys, so a missing translation fails the type check.
 */

export function defineTexts<T extends Record<string, string>>(texts: { tr: T; en: Record<keyof T, string> }) {
  return (lang: Lang): Record<keyof T, string> => texts[lang];
}

/** One text's side for the language. */
export const pick = <T>(text: Localized<T>, lang: Lang): T => text[lang];

export const shellTexts = defineTexts({
  tr: {
    studio: 'Lale Originals',
    balance: 'Bakiye',
    sinceSignIn: 'Oturum açtığınızdan beri',
    net: 'Net',
    elapsedMinutes: '{m} dk',
    elapsedHours: '{h} sa {m} dk',
    sound: 'Ses',
    soundOn: 'Ses açık',
    soundOff: 'Ses kapalı',
    fair: 'Adil oyun',
    rules: 'Oyun kuralları',
    exit: 'Çıkış',
    stake: 'Bahis tutarı',
    half: '½',
    double: '2×',
    halfLabel: 'Bahsi yarıya indir',
    doubleLabel: 'Bahsi ikiye katla',
    min: 'Min',
    max: 'Maks',
    minLabel: 'En düşük bahis',
    maxLabel: 'En yüksek bahis',
    lower: 'Bahsi düşür',
    higher: 'Bahsi artır',
    stakeRange: 'Bahis {min} ile {max} arasında olmalı.',
    stakeInvalid: 'Geçerli bir tutar girin.',
    stakeOverBalance: 'Bakiyeniz bu bahis için yetersiz.',
    unreachable: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip yeniden deneyin.',
    noSession: 'Oyun oturumu bulunamadı. Oyunu casino sayfasından yeniden açın.',
    loading: 'Yükleniyor…',
    retry: 'Yeniden dene',
    history: 'Son sonuçlar',
    historyEmpty: 'Henüz tur yok',
    keyboardHint: 'Boşluk veya Enter: oyna',
    rtp: 'RTP',
    maxWin: 'En yüksek kazanç',
    fairTitle: 'Kanıtlanabilir adil oyun',
    fairIntro:
      'Her turun sonucu, sunucu tohumu, sizin istemci tohumunuz ve tur sayacından (nonce) hesaplanır. Sunucu tohumunu oynamadan önce yalnızca SHA-256 özetiyle görürsünüz; tohumu yenilediğinizde eski tohum açıklanır ve turlarınızı kendiniz doğrulayabilirsiniz.',
    serverSeedHash: 'Etkin sunucu tohumu (SHA-256)',
    clientSeed: 'İstemci tohumu',
    clientSeedHint: '1–64 karakter: harf, rakam, - ve _',
    clientSeedInvalid: 'İstemci tohumu 1–64 karakter olmalı: harf, rakam, - ve _.',
    randomSeed: 'Rastgele',
    randomSeedLabel: 'Rastgele bir istemci tohumu üret',
    nonce: 'Sonraki tur (nonce)',
    rotate: 'Tohumu yenile',
    rotating: 'Yenileniyor…',
    rotated: 'Yeni tohum çifti etkin. Önceki sunucu tohumu aşağıda.',
    previousPair: 'Önceki tohum çifti',
    revealedSeed: 'Açıklanan sunucu tohumu',
    hashMatches: 'Özet, daha önce gösterilenle eşleşiyor ✓',
    hashMismatch: 'Özet eşleşmiyor!',
    roundsPlayed: 'Oynanan tur',
    verify: 'Turları doğrula',
    copy: 'Kopyala',
    copied: 'Kopyalandı',
    close: 'Kapat',
  },
  en: {
    studio: 'Lale Originals',
    balance: 'Balance',
    sinceSignIn: 'Since you signed in',
    net: 'Net',
    elapsedMinutes: '{m} min',
    elapsedHours: '{h} h {m} min',
    sound: 'Sound',
    soundOn: 'Sound on',
    soundOff: 'Sound off',
    fair: 'Provably fair',
    rules: 'Game rules',
    exit: 'Exit',
    stake: 'Bet amount',
    half: '½',
    double: '2×',
    halfLabel: 'Halve the bet',
    doubleLabel: 'Double the bet',
    min: 'Min',
    max: 'Max',
    minLabel: 'Lowest bet',
    maxLabel: 'Highest bet',
    lower: 'Lower the bet',
    higher: 'Raise the bet',
    stakeRange: 'The bet must be between {min} and {max}.',
    stakeInvalid: 'Enter a valid amount.',
    stakeOverBalance: 'Your balance is too low for this bet.',
    unreachable: 'The server could not be reached. Check your connection and try again.',
    noSession: 'No game session. Open the game again from the casino page.',
    loading: 'Loading…',
    retry: 'Try again',
    history: 'Recent results',
    historyEmpty: 'No rounds yet',
    keyboardHint: 'Space or Enter: play',
    rtp: 'RTP',
    maxWin: 'Max win',
    fairTitle: 'Provably fair',
    fairIntro:
      "Every round's result is computed from the server seed, your client seed and the round counter (nonce). Before you play you only see the server seed's SHA-256 hash; when you rotate, the old seed is revealed so you can verify your rounds yourself.",
    serverSeedHash: 'Active server seed (SHA-256)',
    clientSeed: 'Client seed',
    clientSeedHint: '1–64 characters: letters, digits, - and _',
    clientSeedInvalid: 'The client seed must be 1–64 characters: letters, digits, - and _.',
    randomSeed: 'Random',
    randomSeedLabel: 'Make a random client seed',
    nonce: 'Next round (nonce)',
    rotate: 'Rotate seed',
    rotating: 'Rotating…',
    rotated: 'A new seed pair is active. The previous server seed is below.',
    previousPair: 'Previous seed pair',
    revealedSeed: 'Revealed server seed',
    hashMatches: 'The hash matches the one shown before ✓',
    hashMismatch: 'The hash does not match!',
    roundsPlayed: 'Rounds played',
    verify: 'Verify rounds',
    copy: 'Copy',
    copied: 'Copied',
    close: 'Close',
  },
});

export type ShellTexts = ReturnType<typeof shellTexts>;

/** Fills {name} placeholders: fill('Bet {min}–{max}', { min: '1 ₺', max: '5 ₺' }). */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
