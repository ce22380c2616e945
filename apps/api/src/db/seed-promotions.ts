import type { LocalizedText } from './schema.ts';

/*
 * Demo promotions and app-setting links. Each promotion states only what the product does:
 * - welcome: the demo welcome bonus (bonus/demo-definitions-repo.ts: 100% up to ₺1,000, ₺100 minimum, 10×, 30 days);
 * - lale50: the demo code bonus LALE50 (same file: 50% up to ₺500, ₺50 minimum, code within 3 days of the
 *   deposit, 8× the bonus, max bet ₺50, 14 days; stakes count as the engine reports them: casino games 100%,
 *   live casino games (isLive, Lale Rulet too) 10%, settled sports bets at total odds of 1.50 or more 100%,
 *   cashed-out or void ones nothing), entered on /dashboard/bonuses;
 * - originals: Lale Originals and their provable fairness (modules/originals, /casino/provably-fair);
 * - cashout: the sportsbook's cash-out (sports/bets/cashout.ts: singles and accumulators, 95% of the bet's
 *   value at the current odds, on /dashboard/sports-bets).
 * Change a promotion with what it describes. Original text written for Lale; HTML limited to the tags the
 * operator content API allows (it is authored here, so it is stored as is). Pictures are the project's
 * own SVG artwork under apps/web/public/media/promotions (`<name>-card.svg`, `<name>-detail.svg`).
 */

type SeedPromotion = {
  id: number;
  name: string;
  sortOrder: number;
  title: LocalizedText;
  description: LocalizedText;
  /** Offers a demo bonus definition: seeded only where the demo bonuses are (never in production). */
  demoBonus?: true;
};

/** The pictures of the demo promotions that advertised offers the engine never ran (replaced in issue #27). */
export const RETIRED_PROMOTION_PICTURES = ['cashback', 'freespins', 'sports'] as const;

export const PROMOTIONS: SeedPromotion[] = [
  {
    id: 1,
    name: 'welcome',
    demoBonus: true,
    sortOrder: 1,
    title: { tr: 'Hoş Geldin Bonusu %100', en: '100% Welcome Bonus' },
    description: {
      tr:
        '<p>İlk yatırımınıza <strong>%100</strong>, en fazla 1.000 ₺ bonus.</p>' +
        '<ul><li>En az yatırım: 100 ₺</li><li>Çevrim şartı: 10 kat, slot oyunlarında</li><li>Geçerlilik: 30 gün</li></ul>',
      en:
        '<p><strong>100%</strong> on your first deposit, up to ₺1,000.</p>' +
        '<ul><li>Minimum deposit: ₺100</li><li>Wagering: 10 times, on slot games</li><li>Valid for 30 days</li></ul>',
    },
  },
  {
    id: 2,
    name: 'lale50',
    demoBonus: true,
    sortOrder: 2,
    title: { tr: 'LALE50 Koduyla %50 Yatırım Bonusu', en: '50% Deposit Bonus with Code LALE50' },
    description: {
      tr:
        '<p>Yatırımınızdan sonra <strong>LALE50</strong> kodunu girin: son yatırımınızın <strong>%50</strong>’si, en çok 500 ₺, bonus bakiyenize eklenir.</p>' +
        '<p>Kodu <strong>Hesabım › Bonuslarım</strong> sayfasındaki <strong>Bonus Kodunuz Var mı?</strong> bölümüne yazıp <strong>Kodu Kullan</strong> düğmesine basın.</p>' +
        '<ul><li>En az yatırım: 50 ₺</li>' +
        '<li>Kodu yatırımınızdan sonraki 3 gün içinde, o yatırımdan sonra çekim talep etmeden kullanın</li>' +
        '<li>Çevrim şartı: bonus tutarının 8 katı</li>' +
        '<li>Çevrime katkı: casino oyunları %100, canlı casino oyunları (Lale Rulet dahil) %10, toplam oranı en az 1.50 olan spor bahisleri sonuçlandığında %100 (bozdurulan ve iade olan kuponlar sayılmaz)</li>' +
        '<li>Bonus sürerken tek bahiste en çok 50 ₺</li>' +
        '<li>Geçerlilik: 14 gün</li>' +
        '<li>Başka bir bonusunuz sürerken kod kullanılamaz</li></ul>',
      en:
        '<p>Enter the code <strong>LALE50</strong> after a deposit: <strong>50%</strong> of your latest deposit, up to ₺500, is added to your bonus balance.</p>' +
        '<p>Type the code under <strong>Have a Bonus Code?</strong> on the <strong>My Account › My Bonuses</strong> page and press <strong>Redeem</strong>.</p>' +
        '<ul><li>Minimum deposit: ₺50</li>' +
        '<li>Use the code within 3 days of the deposit, before asking for a withdrawal after it</li>' +
        '<li>Wagering: 8 times the bonus amount</li>' +
        '<li>What counts towards wagering: casino games 100%, live casino games (Lale Rulet too) 10%, sports bets at total odds of 1.50 or more 100% once settled (bets cashed out or void count nothing)</li>' +
        '<li>Largest single bet while the bonus runs: ₺50</li>' +
        '<li>Valid for 14 days</li>' +
        '<li>Not while another bonus of yours is running</li></ul>',
    },
  },
  {
    id: 3,
    name: 'originals',
    sortOrder: 3,
    title: { tr: 'Lale Originals: Kanıtlanabilir Adil Oyunlar', en: 'Lale Originals: Provably Fair Games' },
    description: {
      tr:
        '<p><strong>Lale Originals</strong> kendi stüdyomuzun oyunlarıdır ve <strong>kanıtlanabilir şekilde adildir</strong>: her sonuç, oynamadan önce sabitlenen tohumlardan hesaplanır; siz de sonradan kendiniz yeniden hesaplayabilirsiniz.</p>' +
        '<ul><li>Lale Zar, Lale Mayın, Lale Plinko, Lale Rulet ile Lale Bahçesi, Neon Meyveler ve Sultanın Hazinesi slotlarında her el, özetini oynamadan önce gördüğünüz sunucu tohumundan, sizin seçtiğiniz istemci tohumundan ve el sayacından (nonce) hesaplanır</li>' +
        '<li>Herkesin aynı turu oynadığı Lale Aviator, Lale Keno ve Lale Tombala’da turlar, taahhüdü önceden yayımlanan bir karma zincirinden çekilir</li>' +
        '<li>Tohumunuzu yenilediğinizde eski sunucu tohumu açıklanır; ellerinizi oyundaki <strong>Adil oyun</strong> penceresinden açılan <strong>Adil Oyun</strong> sayfasında, tarayıcınızda doğrulayabilirsiniz</li>' +
        '<li>Oyunlar, casino bölümlerindeki <strong>Lale Originals</strong> sekmesindedir</li></ul>',
      en:
        '<p><strong>Lale Originals</strong> are our own studio’s games, and they are <strong>provably fair</strong>: every result is computed from seeds fixed before you play, and you can compute it again yourself afterwards.</p>' +
        '<ul><li>In Lale Zar (dice), Lale Mayın (mines), Lale Plinko, Lale Rulet (roulette) and the slots Lale Bahçesi, Neon Meyveler and Sultanın Hazinesi, every round is computed from the server seed whose hash you see before you play, the client seed you choose and the round counter (nonce)</li>' +
        '<li>In Lale Aviator, Lale Keno and Lale Tombala, where everyone plays the same round, rounds are drawn from a hash chain whose commitment is published in advance</li>' +
        '<li>When you rotate your seed, the old server seed is revealed: verify your rounds in your browser on the <strong>Provably fair</strong> page, opened from the game’s <strong>Provably fair</strong> dialog</li>' +
        '<li>Find the games under the <strong>Lale Originals</strong> tab of the casino areas</li></ul>',
    },
  },
  {
    id: 4,
    name: 'cashout',
    sortOrder: 4,
    title: { tr: 'Kupon Bozdurma: Sonucu Beklemeden Kapatın', en: 'Cash Out: Settle Before the Result' },
    description: {
      tr:
        '<p>Açık kuponunuzu sonuç belli olmadan <strong>bozdurabilirsiniz</strong>: teklif edilen tutarı onayladığınızda kupon kapanır ve tutar hemen bakiyenize eklenir.</p>' +
        '<ul><li>Tekli ve kombine kuponlarda, maç öncesi ve canlı bahislerde; sistem kuponlarında bozdurma yoktur</li>' +
        '<li>Teklif, kuponunuzun o anki oranlara göre değerinin %95’idir; yatırdığınız tutardan az da olabilir, fazla da</li>' +
        '<li>Teklif her zaman olmayabilir: örneğin seçimlerinizden biri kaybettiyse ya da bir market o an bahse kapalıysa</li>' +
        '<li>Onaylamadan önce teklif değişirse yeni tutar gösterilir; siz kabul edene kadar kuponunuz açık kalır</li>' +
        '<li>Bozdurulan kuponlar bonus çevrimine sayılmaz</li>' +
        '<li>Bozdurmak için <strong>Hesabım › Spor Bahislerim</strong> sayfasında açık kuponunuzdaki <strong>Bozdur</strong> düğmesine basıp onaylayın</li></ul>',
      en:
        '<p>You can <strong>cash out</strong> an open bet before its result is known: confirm the amount on offer, the bet closes and the amount is added to your balance at once.</p>' +
        '<ul><li>On singles and accumulators, pre-match and live; system bets have no cash-out</li>' +
        '<li>The offer is 95% of what your bet is worth at the current odds; it may be less than your stake, or more</li>' +
        '<li>There is not always an offer: for example when one of your selections has lost, or a market is closed to bets at that moment</li>' +
        '<li>If the offer changes before you confirm, you are shown the new amount; your bet stays open until you accept</li>' +
        '<li>A bet cashed out does not count towards a bonus’s wagering</li>' +
        '<li>To cash out, press <strong>Cash out</strong> on the open bet on the <strong>My Account › My Sports Bets</strong> page and confirm</li></ul>',
    },
  },
];

/** 'Follow Me' links (spec §2 side menu), keyed by name. */
export const APP_LINKS: { name: string; url: string; sortOrder: number }[] = [
  { name: 'discord', url: 'https://discord.gg/lalebet', sortOrder: 1 },
  { name: 'twitter', url: 'https://twitter.com/lalebet', sortOrder: 2 },
  { name: 'instagram', url: 'https://instagram.com/lalebet', sortOrder: 3 },
  { name: 'telegram', url: 'https://t.me/lalebet', sortOrder: 4 },
  { name: 'youtube', url: 'https://youtube.com/@lalebet', sortOrder: 5 },
];
