import { keno } from '@lale/originals';
import { formatGrouped, formatPercent, h, type Lang } from '../shell/index.ts';
import { multiplierText } from './picks.ts';

/* Lale Keno's rules for the (i) dialog, with the figures and the whole paytable of its math file. */

export function kenoRules(lang: Lang): Node[] {
  const rtp = formatPercent(keno.PUBLISHED_RTP, 2, lang);
  const seconds = (ms: number) => formatGrouped(ms / 1000, ms % 1000 === 0 ? 0 : 1, lang);
  const items =
    lang === 'tr'
      ? [
          `Her ${seconds(keno.DRAW_INTERVAL_MS)} saniyede bir çekiliş: 1–80 arasından ${keno.DRAWN} sayı çekilir, bütün oyuncular aynı çekilişi izler.`,
          `Bir bilet 1–10 sayı içerir. Satış, çekilişten ${seconds(keno.SALES_CLOSE_BEFORE_MS)} saniye önce kapanır; toplar ${seconds(keno.BALL_REVEAL_INTERVAL_MS)} saniyede bir gösterilir.`,
          'Bilet, seçtiğin sayı adedine ve kaç tanesinin çekildiğine göre ödenir (aşağıdaki tablo). 10 sayılık bilet hiç tutmazsa da ×2 öder.',
          'Ödeme = bahis × çarpan, kuruşa aşağı yuvarlanır. Bahis, bilet alınırken düşülür; kazanç çekiliş bitince eklenir.',
          'Çekilişler yayımlanmış bir özet zincirinden gelir: her çekilişin özeti sonuçla birlikte açıklanır ve toplar ondan yeniden hesaplanabilir.',
        ]
      : [
          `A draw every ${seconds(keno.DRAW_INTERVAL_MS)} seconds: ${keno.DRAWN} numbers of 1–80 are drawn, and every player watches the same draw.`,
          `A ticket holds 1–10 numbers. Sales close ${seconds(keno.SALES_CLOSE_BEFORE_MS)} seconds before the draw; a ball is shown every ${seconds(keno.BALL_REVEAL_INTERVAL_MS)} seconds.`,
          'A ticket pays by how many numbers it holds and how many of them are drawn (table below). A 10-number ticket with no hit at all pays ×2.',
          'Payout = stake × multiplier, rounded down to the minor unit. The stake is taken when you buy; the win is added when the draw is over.',
          "Draws come from a published hash chain: each draw's hash is revealed with its result and its balls can be recomputed from it.",
        ];
  const hitsHead = lang === 'tr' ? 'Tutan' : 'Hits';
  const rows = [];
  for (let picks = keno.MIN_PICKS; picks <= keno.MAX_PICKS; picks += 1) {
    const pays = keno.PAYTABLE[picks]!.map((multiplier, hits) => ({ multiplier, hits })).filter(
      (p) => p.multiplier > 0,
    );
    rows.push(
      h(
        'tr',
        {},
        h('th', { text: String(picks), attrs: { scope: 'row' } }),
        h('td', { text: pays.map((p) => `${p.hits}: ${multiplierText(p.multiplier, lang)}`).join(' · ') }),
      ),
    );
  }
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
          h('th', { text: lang === 'tr' ? 'Sayı' : 'Picks', attrs: { scope: 'col' } }),
          h('th', {
            text: `${hitsHead}: ${lang === 'tr' ? 'çarpan' : 'multiplier'}`,
            attrs: { scope: 'col' },
          }),
        ),
      ),
      h('tbody', {}, ...rows),
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
          h('th', { text: lang === 'tr' ? 'En yüksek kazanç' : 'Max win', attrs: { scope: 'row' } }),
          h('td', { text: `×${formatGrouped(keno.MAX_WIN_STAKES, 0, lang)}` }),
        ),
      ),
    ),
  ];
}
