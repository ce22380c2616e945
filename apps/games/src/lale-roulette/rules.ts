import { roulette } from '@lale/originals';
import { formatGrouped, formatPercent, h, type Lang } from '../shell/index.ts';

/* Lale Rulet's rules for the (i) dialog: the bets, what each pays, the limits, from its math file. */

const lira = (minor: bigint, lang: Lang) => {
  const whole = formatGrouped(Number(minor / 100n), 0, lang);
  return lang === 'tr' ? `${whole} ₺` : `₺${whole}`;
};

export function rouletteRules(lang: Lang): Node[] {
  const rtp = formatPercent(roulette.PUBLISHED_RTP, 2, lang);
  const tr = lang === 'tr';
  const items = tr
    ? [
        'Avrupa ruleti: tek sıfırlı çarkta 0–36 arası 37 sayı, her biri eşit olasılıklı.',
        'Bir jeton değeri seç ve masaya koy: bir sayıya (düz), iki sayının arasındaki çizgiye (bölünmüş), dört sayının kesiştiği köşeye (köşe), sıranın dış kenarına (sokak, üç sayı) veya iki sıranın kenardaki birleşimine (altılı). Dış bahisler: kolonlar (2:1), düzineler, 1–18 / 19–36, tek / çift, kırmızı / siyah.',
        'Çevir’e bastığında masadaki tüm jetonlar tek bahis olarak oynanır; top tek bir sayıda durur ve o sayıyı kapsayan her bahis ödenir (bahis dahil).',
        `Sıfır geldiğinde yalnızca sıfırı kapsayan bahisler kazanır. Her bahsin RTP’si ${rtp}.`,
        `Sınırlar: her bahis ${lira(roulette.MIN_BET_MINOR, lang)}–${lira(roulette.MAX_BET_MINOR, lang)}, bir turda toplam en fazla ${lira(roulette.MAX_SLIP_MINOR, lang)} ve ${roulette.MAX_BETS_PER_SLIP} ayrı bahis.`,
        'Klavye: Tab ile masaya gel, oklarla sayılar arasında dolaş, Enter ile jeton koy; 1–6 jeton seçer, Ctrl+Z geri alır, Boşluk çevirir.',
      ]
    : [
        'European roulette: 37 numbers 0–36 on a single-zero wheel, each equally likely.',
        'Pick a chip value and place it: on a number (straight), on the line between two numbers (split), on the corner where four meet (corner), on the outer edge of a row (street, three numbers) or where two rows meet on that edge (six line). Outside bets: columns (2:1), dozens, 1–18 / 19–36, odd / even, red / black.',
        'Spin plays every chip on the table as one bet; the ball stops on one number and every bet covering it is paid (stake included).',
        `When the zero comes, only bets covering the zero win. Every bet returns ${rtp}.`,
        `Limits: each bet ${lira(roulette.MIN_BET_MINOR, lang)}–${lira(roulette.MAX_BET_MINOR, lang)}, at most ${lira(roulette.MAX_SLIP_MINOR, lang)} and ${roulette.MAX_BETS_PER_SLIP} separate bets per round.`,
        'Keyboard: Tab to the table, arrows move between numbers, Enter places a chip; 1–6 pick a chip, Ctrl+Z undoes, Space spins.',
      ];
  const names: [roulette.BetKind, string][] = [
    ['straight', tr ? 'Düz (1 sayı)' : 'Straight (1 number)'],
    ['split', tr ? 'Bölünmüş (2 sayı)' : 'Split (2 numbers)'],
    ['street', tr ? 'Sokak (3 sayı)' : 'Street (3 numbers)'],
    ['corner', tr ? 'Köşe (4 sayı)' : 'Corner (4 numbers)'],
    ['line', tr ? 'Altılı (6 sayı)' : 'Six line (6 numbers)'],
    ['dozen', tr ? 'Düzine / kolon (12 sayı)' : 'Dozen / column (12 numbers)'],
    ['red', tr ? 'Kırmızı/siyah, tek/çift, 1–18/19–36' : 'Red/black, odd/even, 1–18/19–36'],
  ];
  return [
    h('ul', {}, ...items.map((text) => h('li', { text }))),
    h(
      'table',
      {},
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { text: tr ? 'Bahis' : 'Bet', attrs: { scope: 'col' } }),
          h('th', { text: tr ? 'Öder' : 'Pays', attrs: { scope: 'col' } }),
        ),
      ),
      h(
        'tbody',
        {},
        ...names.map(([kind, name]) =>
          h(
            'tr',
            {},
            h('th', { text: name, attrs: { scope: 'row' } }),
            h('td', { text: `${roulette.PAYOUT_TO_ONE[kind]}:1` }),
          ),
        ),
        h('tr', {}, h('th', { text: 'RTP', attrs: { scope: 'row' } }), h('td', { text: rtp })),
        h(
          'tr',
          {},
          h('th', { text: tr ? 'En yüksek kazanç' : 'Max win', attrs: { scope: 'row' } }),
          h('td', { text: `×${roulette.MAX_WIN_STAKES}` }),
        ),
      ),
    ),
  ];
}
