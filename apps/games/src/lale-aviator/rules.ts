import { crash } from '@lale/originals';
import { formatGrouped, formatPercent, h, type Lang } from '../shell/index.ts';

/* Lale Aviator's rules for the (i) dialog, with the figures of its math file (packages/originals). */

export function aviatorRules(lang: Lang): Node[] {
  const rtp = formatPercent(crash.PUBLISHED_RTP, 2, lang);
  const maxWin = formatGrouped(crash.MAX_WIN_STAKES, 0, lang);
  const seconds = (ms: number) => formatGrouped(ms / 1000, 0, lang);
  const items =
    lang === 'tr'
      ? [
          `Her tur herkes için aynıdır: ${seconds(crash.BETTING_WINDOW_MS)} saniye bahis alınır, sonra uçak kalkar ve çarpan ×1,00'dan yükselir.`,
          'Uçak uçmadan önce bozdurursan bahis × o anki çarpan kazanırsın; uçak uçarsa (patlama noktası) bozdurulmamış bahisler kaybeder.',
          'İki bahis panelinle aynı turda iki bahis yapabilirsin. Otomatik bozdur açıkken çarpan hedefe ulaştığında bahis tam hedefte bozdurulur.',
          'Tur uçarken bahis yaparsan bahsin sonraki tura bekler; başlamadan önce iptal edebilirsin.',
          `Patlama noktası ×1,00 ile ×${maxWin} arasındadır ve önceden yayımlanmış bir hash zincirinden hesaplanır: her turun hash'i tur bitince açıklanır, son turlar şeridinden doğrulayabilirsin.`,
          'Sunucu yeniden başlarsa yarım kalan tur iptal edilir ve bozdurulmamış bahisler iade edilir.',
          'Klavye: Boşluk tuşu 1. panelde bahis yapar ya da bozdurur.',
        ]
      : [
          `Every round is the same for everyone: bets are taken for ${seconds(crash.BETTING_WINDOW_MS)} seconds, then the plane takes off and the multiplier climbs from ×1.00.`,
          'Cash out before the plane flies away and you win stake × the multiplier at that moment; when it flies away (the crash point) bets not cashed out are lost.',
          'Two bet panels let you hold two bets in one round. With auto cash-out on, a bet is cashed out at exactly its target when the multiplier reaches it.',
          'A bet made while a round flies waits for the next round; you can cancel it until then.',
          `Crash points run from ×1.00 to ×${maxWin} and come from a hash chain published in advance: each round's hash is revealed when it ends — verify it from the last rounds strip.`,
          'Should the server restart, a round left half-way is void and every bet not cashed out is refunded.',
          'Keyboard: Space bets or cashes out on bet panel 1.',
        ];
  return [
    h('ul', {}, ...items.map((text) => h('li', { text }))),
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
          h('td', { text: `×${maxWin}` }),
        ),
      ),
    ),
  ];
}
