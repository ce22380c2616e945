import { describe, expect, it } from 'vitest';
import {
  BingoBuyRequestSchema,
  bingoTopic,
  DrawFrameSchema,
  KENO_TOPIC,
  KenoBuyRequestSchema,
  OriginalsClientFrameSchema,
  OriginalsTopicSchema,
} from '../src/index.ts';

/* Lale Keno's and Lale Tombala's protocol (originals-draws.ts): what a purchase may carry, the topics, the frames. */

const session = 'a'.repeat(32);
const hash = 'f'.repeat(64);

describe('a keno purchase', () => {
  it('takes 1–10 distinct numbers 1–80 and a stake; a draw id if the page names one', () => {
    expect(KenoBuyRequestSchema.safeParse({ session, picks: [7], stake: 1 }).success).toBe(true);
    const ten = Array.from({ length: 10 }, (_, i) => 80 - i);
    expect(KenoBuyRequestSchema.safeParse({ session, picks: ten, stake: 2.5, drawId: 12 }).success).toBe(
      true,
    );
    for (const picks of [[], [3, 3], [0], [81], [2.5], Array.from({ length: 11 }, (_, i) => i + 1)])
      expect(KenoBuyRequestSchema.safeParse({ session, picks, stake: 1 }).success, String(picks)).toBe(false);
    expect(KenoBuyRequestSchema.safeParse({ session, picks: [1], stake: 0 }).success).toBe(false);
  });
});

describe('a bingo purchase', () => {
  it('takes a room and 1–6 cards', () => {
    expect(BingoBuyRequestSchema.safeParse({ session, room: 'lale-5', cards: 6 }).success).toBe(true);
    for (const [room, cards] of [
      ['lale-5', 0],
      ['lale-5', 7],
      ['lale-5', 1.5],
      ['Lale 5', 1],
      ['', 1],
    ] as const)
      expect(BingoBuyRequestSchema.safeParse({ session, room, cards }).success, `${room} ${cards}`).toBe(
        false,
      );
  });
});

describe('the draws on the originals socket', () => {
  it('subscribes to keno and a bingo room', () => {
    expect(OriginalsTopicSchema.parse(KENO_TOPIC)).toBe('keno');
    expect(OriginalsTopicSchema.parse(bingoTopic('lale-20'))).toBe('bingo:lale-20');
    expect(
      OriginalsClientFrameSchema.safeParse({ op: 'subscribe', topics: ['keno', 'bingo:lale-1'] }).success,
    ).toBe(true);
  });

  it('reads every frame of a draw', () => {
    const base = { at: 1, game: 'keno', room: 'keno', drawId: 3 };
    const frames = [
      {
        ...base,
        type: 'draw.opened',
        chainIndex: 2,
        commitment: hash,
        salesCloseAt: 5,
        startsAt: 10,
        finishesAt: 40,
      },
      { ...base, type: 'draw.closed', startsAt: 10, tickets: 4 },
      { ...base, type: 'draw.ball', call: 1, ball: 17, calledAt: 11 },
      { ...base, type: 'draw.finished', chainIndex: 2, hash, balls: [17, 3], winners: 1 },
      { ...base, game: 'bingo', room: 'lale-1', type: 'draw.void', chainIndex: 2, hash },
    ];
    for (const frame of frames) expect(DrawFrameSchema.parse(frame)).toEqual(frame);
    expect(DrawFrameSchema.safeParse({ ...base, type: 'draw.ball', call: 1 }).success).toBe(false);
  });
});
