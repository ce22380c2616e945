import { dice } from '@lale/originals';
import { formatGrouped, formatPercent, h, type Lang } from '../shell/index.ts';

/* Lale Zar's rules for the (i) dialog, with the figures of its math file. */

export function diceRules(lang: Lang): Node[] {
  const percent = (covered: number) => formatPercent(covered / 100, 2, lang);
  const rtp = formatPercent(dice.PUBLISHED_RTP, 2, lang);
  const maxWin = formatGrouped(dice.MAX_WIN_STAKES, 0, lang);
  const items =
    lang === 'tr'
      ? [
          'Her turda 0,00 ile 99,99 arasında bir sayı gelir: 10.000 sonucun her biri eşit olasılıklıdır.',
          'Altında: sayı hedefin altında gelirse kazanırsın. Üstünde: sayı hedefin üstünde gelirse kazanırsın.',
          `Kazanma şansı ${percent(dice.MIN_COVERED)} ile ${percent(dice.MAX_COVERED)} arasında seçilir. Çarpan, ${rtp} ÷ kazanma şansıdır (on binde bire aşağı yuvarlanır).`,
          'Ödeme = bahis × çarpan, kuruşa aşağı yuvarlanır. Hedef, şans ve çarpan birbirine bağlıdır: birini değiştirmek diğerlerini de değiştirir.',
          'Her sonuç sunucu tohumu, istemci tohumun ve tur sayacından (nonce) hesaplanır; “Adil oyun”dan doğrulayabilirsin.',
        ]
      : [
          'Every round rolls a number from 0.00 to 99.99: each of the 10,000 results is equally likely.',
          'Under: you win when the roll lands under the target. Over: you win when it lands over the target.',
          `Pick a win chance from ${percent(dice.MIN_COVERED)} to ${percent(dice.MAX_COVERED)}. The multiplier is ${rtp} ÷ the win chance (rounded down to the ten-thousandth).`,
          'Payout = stake × multiplier, rounded down to the minor unit. Target, chance and multiplier are linked: changing one changes the others.',
          'Every result is computed from the server seed, your client seed and the round counter (nonce); check it under “Provably fair”.',
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
