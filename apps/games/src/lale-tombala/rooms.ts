import type { BingoRoom } from '@lale/contracts';
import { countdownText } from '../draws/index.ts';
import { fill, h } from '../shell/index.ts';
import type { TombalaTexts } from './texts.ts';

/*
 * The rooms: one button each with its card price and the countdown to its next game; the pressed one
 * is the room shown. Every room runs its own schedule and hash chain.
 */

export type RoomsView = {
  element: HTMLElement;
  setRooms(rooms: readonly BingoRoom[], active: string, money: (amount: number) => string): void;
  tick(serverNow: number): void;
  setLocked(locked: boolean): void;
};

export function createRoomsView(texts: TombalaTexts, onPick: (room: string) => void): RoomsView {
  const group = h('div', { class: 'tb-rooms', attrs: { role: 'group', 'aria-label': texts.rooms } });
  let clocks: { at: number | null; output: HTMLElement }[] = [];
  let buttons: HTMLButtonElement[] = [];
  return {
    element: group,
    setRooms(rooms, active, money) {
      clocks = [];
      buttons = rooms.map((room) => {
        const output = h('span', { class: 'tb-room__next mono' });
        clocks.push({ at: room.nextStartsAt, output });
        return h(
          'button',
          {
            class: 'tb-room',
            attrs: { type: 'button', 'aria-pressed': String(room.id === active), 'data-room': room.id },
            on: { click: () => room.id !== active && onPick(room.id) },
          },
          h('span', { class: 'tb-room__name', text: room.name }),
          h('span', {
            class: 'tb-room__price',
            text: fill(texts.roomPrice, { price: money(room.cardPrice) }),
          }),
          output,
        );
      });
      group.replaceChildren(...buttons);
    },
    tick(now) {
      for (const { at, output } of clocks) {
        output.textContent =
          at === null || at <= now ? texts.roomSoon : fill(texts.roomNext, { time: countdownText(at - now) });
      }
    },
    setLocked(locked) {
      for (const button of buttons) button.disabled = locked;
    },
  };
}
