import { roulette } from '@lale/originals';
import { fill, h } from '../shell/index.ts';
import { sessionStats } from './stats.ts';
import type { RouletteTexts } from './texts.ts';

/*
 * What stands around the wheel: the strip of the last numbers in their colours (in the stage's head),
 * the result card (the winning number, what it is, what the round paid) and the session card (the
 * colours' shares, hot and cold numbers).
 */

export type Board = {
  history: HTMLElement;
  result: HTMLElement;
  stats: HTMLElement;
  setSpinning(): void;
  showResult(number: number, verdict: string, tone: 'win' | 'big' | 'lose'): void;
  pushNumber(number: number, won: boolean): void;
};

const MAX_SHOWN = 14;

export function createBoard(texts: RouletteTexts): Board {
  const numbers: number[] = [];
  const ball = (number: number, extra = '') =>
    h('li', {
      class: `rball rball--${roulette.colourOf(number)}${extra}`,
      text: String(number),
      attrs: {
        title: fill(texts.cell, { number: String(number), colour: texts[roulette.colourOf(number)] }),
      },
    });

  const historyEmpty = h('span', { class: 'rhistory__empty', text: texts.historyEmpty });
  const historyList = h('ol', { class: 'rhistory__list', attrs: { 'aria-label': texts.history } });
  const history = h('div', { class: 'rhistory' }, historyEmpty, historyList);

  const disc = h('div', { class: 'rresult__disc', attrs: { 'aria-hidden': 'true' } });
  const facts = h('p', { class: 'rresult__facts', text: texts.prompt });
  const verdict = h('p', { class: 'rresult__verdict' });
  const result = h(
    'div',
    { class: 'rresult' },
    h('span', { class: 'rresult__label', text: texts.winningNumber }),
    disc,
    facts,
    verdict,
  );

  const bar = h('div', { class: 'rstats__bar', attrs: { 'aria-hidden': 'true' } });
  const shares = h('p', { class: 'rstats__shares' });
  const spins = h('span', { class: 'rstats__spins' });
  const hotList = h('ol', { class: 'rstats__balls', attrs: { 'aria-label': texts.hot } });
  const coldList = h('ol', { class: 'rstats__balls', attrs: { 'aria-label': texts.cold } });
  const hotCold = h(
    'div',
    { class: 'rstats__hotcold', attrs: { hidden: true } },
    h('div', { class: 'rstats__group rstats__group--hot' }, h('span', { text: texts.hot }), hotList),
    h('div', { class: 'rstats__group rstats__group--cold' }, h('span', { text: texts.cold }), coldList),
  );
  const stats = h(
    'div',
    { class: 'rstats' },
    h('div', { class: 'rstats__head' }, h('span', { class: 'rstats__title', text: texts.statsTitle }), spins),
    bar,
    shares,
    hotCold,
  );

  const renderStats = () => {
    const s = sessionStats(numbers);
    spins.textContent = fill(texts.spins, { count: String(s.spins) });
    const percent = (count: number) => (s.spins === 0 ? 0 : Math.round((count * 100) / s.spins));
    const parts = [
      ['red', s.red],
      ['green', s.green],
      ['black', s.black],
    ] as const;
    bar.replaceChildren(
      ...parts.map(([colour, count]) => {
        const part = h('span', { class: `rstats__part rstats__part--${colour}` });
        part.style.setProperty('--share', String(s.spins === 0 ? 1 : count));
        return part;
      }),
    );
    shares.replaceChildren(
      ...parts.map(([colour, count]) =>
        h(
          'span',
          { class: `rstats__share rstats__share--${colour}` },
          `${texts[colour]} `,
          h('strong', { text: `${percent(count)}%` }),
        ),
      ),
    );
    hotCold.hidden = s.hot.length === 0;
    hotList.replaceChildren(...s.hot.map((n) => ball(n)));
    coldList.replaceChildren(...s.cold.map((n) => ball(n)));
  };
  renderStats();

  return {
    history,
    result,
    stats,
    setSpinning() {
      result.dataset.state = 'spinning';
      delete result.dataset.tone;
      facts.textContent = texts.spinning;
      verdict.textContent = '';
    },
    showResult(number, text, tone) {
      const colour = roulette.colourOf(number);
      result.dataset.state = 'shown';
      result.dataset.tone = tone;
      disc.className = `rresult__disc rresult__disc--${colour} rresult__disc--new`;
      disc.textContent = String(number);
      const parts = [texts[colour]];
      if (number !== 0) {
        parts.push(number % 2 === 0 ? texts.even : texts.odd, number <= 18 ? texts.low : texts.high);
      }
      facts.textContent = parts.map((part) => part.charAt(0).toLocaleUpperCase() + part.slice(1)).join(' · ');
      verdict.textContent = text;
    },
    pushNumber(number, won) {
      numbers.unshift(number);
      historyEmpty.remove();
      historyList.prepend(ball(number, `${won ? ' rball--won' : ''} rball--new`));
      while (historyList.children.length > MAX_SHOWN) historyList.lastElementChild?.remove();
      renderStats();
    },
  };
}
