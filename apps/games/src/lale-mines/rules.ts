import { mines } from '@lale/originals';
import { formatGrouped, formatPercent, h, type Lang } from '../shell/index.ts';
import { ladder, multiplierText } from './round.ts';

/* Lale Mayın's rules for the (i) dialog, with the figures of its math file. */

const SAMPLE_MINES = [1, 3, 5, 10, 24] as const;
const SAMPLE_STEPS = [1, 2, 3, 5] as const;

export function minesRules(lang: Lang): Node[] {
  const rtp = formatPercent(mines.PUBLISHED_RTP, 2, lang);
  const maxWin = formatGrouped(mines.MAX_WIN_STAKES, 0, lang);
  const tr = lang === 'tr';
  const items = tr
    ? [
        '25 taşlık alana 1 ile 24 arasında mayın yerleştirilir; yerleri bahsi yaptığın anda belirlenir ve tur boyunca değişmez.',
        'Taşları teker teker aç: elmas çıkarsa çarpan yükselir, mayın çıkarsa tur biter ve bahis kaybedilir.',
        `En az bir elmastan sonra istediğin an kazancını alabilirsin. k elmastan sonraki çarpan ${rtp} × C(25, k) ÷ C(25 − mayın, k)’dir (on binde bire aşağı yuvarlanır).`,
        `Tüm güvenli taşlar açıldığında ya da çarpan ×${maxWin} sınırına ulaşacakken kazanç kendiliğinden alınır.`,
        'Ödeme = bahis × çarpan, kuruşa aşağı yuvarlanır. Yarım kalan bir tur, oyunu yeniden açtığında kaldığı yerden sürer.',
        'Klavye: ok tuşları taşlar arasında gezer, Enter taşı açar; taşların dışında Boşluk veya Enter bahis yapar / kazancı alır.',
      ]
    : [
        'Choose 1 to 24 mines on the 25-tile field; they are placed when you bet and stay put for the round.',
        'Turn tiles one at a time: a gem raises the multiplier, a mine ends the round and the bet is lost.',
        `Cash out whenever you like after at least one gem. The multiplier after k gems is ${rtp} × C(25, k) ÷ C(25 − mines, k) (rounded down to the ten-thousandth).`,
        `The round cashes out by itself when every safe tile is open or the multiplier would pass ×${maxWin}.`,
        'Payout = stake × multiplier, rounded down to the minor unit. An unfinished round carries on when you open the game again.',
        'Keyboard: the arrows move across the tiles, Enter turns one; away from the tiles, Space or Enter bets / cashes out.',
      ];
  const cell = (count: number, step: number) => {
    const steps = ladder(count);
    return h('td', { text: step <= steps.length ? multiplierText(steps[step - 1]!, lang) : '—' });
  };
  return [
    h('ul', {}, ...items.map((text) => h('li', { text }))),
    h('h3', { text: tr ? 'Örnek çarpanlar' : 'Sample multipliers' }),
    h(
      'table',
      {},
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { text: tr ? 'Mayın' : 'Mines', attrs: { scope: 'col' } }),
          ...SAMPLE_STEPS.map((step) =>
            h('th', { text: tr ? `${step}. elmas` : `Gem ${step}`, attrs: { scope: 'col' } }),
          ),
        ),
      ),
      h(
        'tbody',
        {},
        ...SAMPLE_MINES.map((count) =>
          h(
            'tr',
            {},
            h('th', { text: String(count), attrs: { scope: 'row' } }),
            ...SAMPLE_STEPS.map((step) => cell(count, step)),
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
        h('tr', {}, h('th', { text: 'RTP', attrs: { scope: 'row' } }), h('td', { text: rtp })),
        h(
          'tr',
          {},
          h('th', { text: tr ? 'En yüksek kazanç' : 'Max win', attrs: { scope: 'row' } }),
          h('td', { text: `×${maxWin}` }),
        ),
      ),
    ),
  ];
}
