import { bingo } from '@lale/originals';
import { formatGrouped, formatPercent, h, type Lang } from '../shell/index.ts';
import { multiplierText } from './cards.ts';

/* Lale Tombala's rules for the (i) dialog, with the prize brackets of its math file. */

export function tombalaRules(lang: Lang): Node[] {
  const tr = lang === 'tr';
  const seconds = (ms: number) => formatGrouped(ms / 1000, 0, lang);
  const items = tr
    ? [
        `90 toplu tombala: her salon kendi takvimiyle oyun başlatır; bir oyunda ${bingo.CALLS} top çekilir, ${seconds(bingo.CALL_INTERVAL_MS)} saniyede bir.`,
        `Bir seferde 1–${bingo.MAX_CARDS_PER_PURCHASE} kart alınır; kart fiyatı salona göre değişir. Satış, ilk toptan ${seconds(bingo.SALES_CLOSE_BEFORE_MS)} saniye önce kapanır.`,
        'Her kart 3 sıra × 9 sütundur, her sırada 5 sayı vardır. Sayılar çekildikçe kartın kendiliğinden işaretlenir.',
        '1. Çinko: bir sıra tamam. 2. Çinko: iki sıra tamam. Tombala: 15 sayının hepsi. Her biri, kaçıncı topta tamamlandığına göre sabit oranla ödenir ve ödüller toplanır (paylaşılan havuz yok).',
        'Kartlar senin tohum çiftinden dağıtılır, toplar salonun yayımlanmış özet zincirinden çekilir: ikisi de doğrulanabilir.',
      ]
    : [
        `90-ball tombala: each room starts games on its own schedule; a game calls ${bingo.CALLS} balls, one every ${seconds(bingo.CALL_INTERVAL_MS)} seconds.`,
        `Buy 1–${bingo.MAX_CARDS_PER_PURCHASE} cards at a time; the card price depends on the room. Sales close ${seconds(bingo.SALES_CLOSE_BEFORE_MS)} seconds before the first ball.`,
        'Each card is 3 rows × 9 columns with 5 numbers a row. Your cards are daubed by themselves as the balls are called.',
        'One line: any row complete. Two lines: two rows complete. Full house: all 15 numbers. Each pays fixed odds by the ball it was completed on, and the prizes add up (no shared pot).',
        "Cards are dealt from your seed pair and the balls come from the room's published hash chain: both can be verified.",
      ];
  const name = {
    oneLine: tr ? '1. Çinko' : 'One line',
    twoLines: tr ? '2. Çinko' : 'Two lines',
    fullHouse: 'Tombala',
  };
  if (!tr) name.fullHouse = 'Full house';
  return [
    h('ul', {}, ...items.map((text) => h('li', { text }))),
    ...bingo.PATTERNS.map((pattern) =>
      h(
        'table',
        {},
        h('caption', { text: name[pattern] }),
        h(
          'tbody',
          {},
          h(
            'tr',
            {},
            h('th', { text: tr ? 'Top' : 'Balls', attrs: { scope: 'row' } }),
            ...bingo.PRIZES[pattern].map((b) => h('td', { text: `≤${b.calls}` })),
          ),
          h(
            'tr',
            {},
            h('th', { text: tr ? 'Çarpan' : 'Multiplier', attrs: { scope: 'row' } }),
            ...bingo.PRIZES[pattern].map((b) => h('td', { text: `×${multiplierText(b.multiplier, lang)}` })),
          ),
        ),
      ),
    ),
    h(
      'table',
      {},
      h(
        'tbody',
        {},
        h(
          'tr',
          {},
          h('th', { text: 'RTP', attrs: { scope: 'row' } }),
          h('td', { text: formatPercent(bingo.PUBLISHED_RTP, 2, lang) }),
        ),
        h(
          'tr',
          {},
          h('th', { text: tr ? 'En yüksek kazanç' : 'Max win', attrs: { scope: 'row' } }),
          h('td', { text: `×${formatGrouped(bingo.MAX_WIN_STAKES, 0, lang)}` }),
        ),
      ),
    ),
  ];
}
