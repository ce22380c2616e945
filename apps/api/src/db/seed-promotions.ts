import type { LocalizedText } from './schema.ts';

/*
 * Demo promotions and app-setting links. The welcome promotion's terms are the demo welcome bonus's
 * (bonus/demo-definitions-repo.ts: 100% up to ₺1,000, ₺100 minimum, 10×, 30 days); the three others still
 * describe offers the engine does not run (issue #27 left them: see its note). Original text written for Lale; HTML limited to the tags the
 * operator content API allows (it is authored here, so it is stored as is). Pictures are the project's
 * own SVG artwork under apps/web/public/media/promotions.
 */

type SeedPromotion = {
  id: number;
  name: string;
  sortOrder: number;
  title: LocalizedText;
  description: LocalizedText;
};

export const PROMOTIONS: SeedPromotion[] = [
  {
    id: 1,
    name: 'welcome',
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
    name: 'cashback',
    sortOrder: 2,
    title: { tr: 'Haftalık %10 Kayıp Bonusu', en: '10% Weekly Cashback' },
    description: {
      tr:
        '<p>Haftalık net kaybınızın <strong>%10</strong>’u her pazartesi hesabınıza eklenir.</p>' +
        '<ul><li>En az net kayıp: 200 ₺</li><li>Çevrim şartı: 1 kat</li></ul>',
      en:
        '<p><strong>10%</strong> of your weekly net loss is added to your account every Monday.</p>' +
        '<ul><li>Minimum net loss: ₺200</li><li>Wagering: once</li></ul>',
    },
  },
  {
    id: 3,
    name: 'freespins',
    sortOrder: 3,
    title: { tr: 'Cuma 50 Free Spin', en: '50 Free Spins on Fridays' },
    description: {
      tr:
        '<p>Cuma günleri yapacağınız 250 ₺ ve üzeri yatırıma seçili slotlarda <strong>50 free spin</strong>.</p>' +
        '<p>Free spin kazançlarının çevrim şartı 10 kattır.</p>',
      en:
        '<p>Deposit ₺250 or more on a Friday and get <strong>50 free spins</strong> on selected slots.</p>' +
        '<p>Free-spin winnings carry a 10 times wagering requirement.</p>',
    },
  },
  {
    id: 4,
    name: 'sports',
    sortOrder: 4,
    title: { tr: 'Kombine Sigortası', en: 'Accumulator Insurance' },
    description: {
      tr:
        '<p>5 ve üzeri maçlı kombine kuponunuz tek maçtan yatarsa bahis tutarınız <strong>bonus olarak iade</strong> edilir.</p>' +
        '<ul><li>Her maçın oranı en az 1.50</li><li>En fazla iade: 500 ₺</li></ul>',
      en:
        '<p>If your accumulator of 5 or more selections loses by one match, your stake comes <strong>back as a bonus</strong>.</p>' +
        '<ul><li>Every selection at odds of 1.50 or more</li><li>Largest refund: ₺500</li></ul>',
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
