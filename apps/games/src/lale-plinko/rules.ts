import { plinko } from '@lale/originals';
import { formatGrouped, formatPercent, h, type Lang } from '../shell/index.ts';
import { multiplierText } from './labels.ts';

/* Lale Plinko's rules for the (i) dialog, with each table's centre and edge from its math file. */

export function plinkoRules(lang: Lang): Node[] {
  const tr = lang === 'tr';
  const rtp = formatPercent(plinko.PUBLISHED_RTP, 2, lang);
  const maxWin = formatGrouped(plinko.MAX_WIN_STAKES, 0, lang);
  const items = tr
    ? [
        'Top, seçtiğin sıra sayısı (8–16) kadar çivi sırasından geçer; her çivide eşit olasılıkla sola ya da sağa sapar.',
        'Düştüğü kutunun çarpanı ödenir: ortadaki kutular sık gelir ve az öder, kenardakiler seyrek gelir ve çok öder.',
        'Risk, çarpanların dağılımını belirler: yüksek riskte orta daha düşük, kenarlar çok daha yüksektir.',
        'Ödeme = bahis × çarpan, kuruşa aşağı yuvarlanır. Birden çok top aynı anda düşebilir; her biri ayrı bir turdur.',
        'Top havadayken risk ve sıra sayısı değiştirilemez. Boşluk veya Enter yeni bir top bırakır.',
      ]
    : [
        'The ball falls through as many rows of pins as you choose (8–16), going left or right at each pin with even chance.',
        'The slot it lands in pays its multiplier: the centre slots come up often and pay little, the edges rarely and pay a lot.',
        'The risk sets the spread: at high risk the centre pays less and the edges far more.',
        'Payout = stake × multiplier, rounded down to the minor unit. Several balls may fall at once; each is its own round.',
        'Risk and rows are locked while a ball is in the air. Space or Enter drops another ball.',
      ];
  const range = (rows: plinko.PlinkoRows, risk: plinko.PlinkoRisk) => {
    const table = plinko.paytable({ rows, risk });
    return `${multiplierText(Math.min(...table), lang)} – ${multiplierText(table[0]!, lang)}`;
  };
  return [
    h('ul', {}, ...items.map((text) => h('li', { text }))),
    h('h3', { text: tr ? 'Çarpanlar (orta – kenar)' : 'Multipliers (centre – edge)' }),
    h(
      'table',
      {},
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { text: tr ? 'Sıra' : 'Rows', attrs: { scope: 'col' } }),
          ...plinko.RISKS.map((risk) =>
            h('th', {
              text: tr
                ? { low: 'Düşük', medium: 'Orta', high: 'Yüksek' }[risk]
                : risk[0]!.toUpperCase() + risk.slice(1),
              attrs: { scope: 'col' },
            }),
          ),
        ),
      ),
      h(
        'tbody',
        {},
        ...plinko.ROW_CHOICES.map((rows) =>
          h(
            'tr',
            {},
            h('th', { text: String(rows), attrs: { scope: 'row' } }),
            ...plinko.RISKS.map((risk) => h('td', { text: range(rows, risk) })),
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
