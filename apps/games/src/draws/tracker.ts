import type { Draw, DrawFrame, DrawHistoryItem } from '@lale/contracts';
import { ballsDue } from './schedule.ts';

/*
 * A game's (or a bingo room's) draws as the page knows them: the draw on sale (`next`), the one being
 * drawn or just finished (`current`) and the last finished ones. It starts from a `state` answer and
 * follows the hub's frames; when it can tell it missed something (a ball skipped, a ball or a draw
 * overdue on the server's clock) it says it is `stale`, and the page asks `state` again. Pure: the
 * clock is passed in.
 */

export type DrawsSnapshot = { current: Draw | null; next: Draw | null; history: DrawHistoryItem[] };

export type FrameEffect =
  | { kind: 'opened'; draw: Draw }
  | { kind: 'closed'; draw: Draw }
  | { kind: 'ball'; draw: Draw; ball: number; call: number }
  | { kind: 'finished'; draw: Draw }
  | { kind: 'void'; draw: Draw }
  | { kind: 'ignored' }
  | { kind: 'missed' };

/** How late (ms) a ball or a draw may be before the page stops trusting its picture. */
export const GRACE_MS = 2_500;
const HISTORY = 20;

export class DrawTracker {
  current: Draw | null = null;
  next: Draw | null = null;
  history: DrawHistoryItem[] = [];

  constructor(
    /** 'keno', or the bingo room's id: frames of other rooms are ignored. */
    readonly room: string,
    /** Balls a draw shows (keno 20, bingo's calls 60). */
    readonly total: number,
    readonly ballIntervalMs: number,
  ) {}

  load(snapshot: DrawsSnapshot): void {
    this.current = snapshot.current ? { ...snapshot.current, balls: [...snapshot.current.balls] } : null;
    this.next = snapshot.next ? { ...snapshot.next, balls: [...snapshot.next.balls] } : null;
    this.history = snapshot.history.slice(0, HISTORY);
  }

  apply(frame: DrawFrame): FrameEffect {
    if (frame.room !== this.room) return { kind: 'ignored' };
    switch (frame.type) {
      case 'draw.opened': {
        if (this.next?.drawId === frame.drawId) return { kind: 'ignored' };
        const draw: Draw = {
          drawId: frame.drawId,
          game: frame.game,
          room: frame.room,
          phase: 'selling',
          chainIndex: frame.chainIndex,
          commitment: frame.commitment,
          salesCloseAt: frame.salesCloseAt,
          startsAt: frame.startsAt,
          finishesAt: frame.finishesAt,
          balls: [],
          hash: null,
          winners: null,
        };
        // The draw that was on sale has closed (its frame may come second): it is the one drawn now.
        if (this.next && this.next.drawId !== draw.drawId) this.current = { ...this.next, phase: 'drawing' };
        this.next = draw;
        return { kind: 'opened', draw };
      }
      case 'draw.closed': {
        const draw = this.next?.drawId === frame.drawId ? this.next : this.current;
        if (!draw || draw.drawId !== frame.drawId) return { kind: 'missed' };
        const drawing: Draw = { ...draw, phase: 'drawing', startsAt: frame.startsAt };
        if (this.next?.drawId === frame.drawId) this.next = null;
        this.current = drawing;
        return { kind: 'closed', draw: drawing };
      }
      case 'draw.ball': {
        const draw = this.drawOf(frame.drawId);
        if (!draw) return { kind: 'missed' };
        if (frame.call <= draw.balls.length) return { kind: 'ignored' };
        if (frame.call !== draw.balls.length + 1) return { kind: 'missed' };
        draw.balls.push(frame.ball);
        draw.phase = 'drawing';
        return { kind: 'ball', draw, ball: frame.ball, call: frame.call };
      }
      case 'draw.finished': {
        const draw = this.drawOf(frame.drawId);
        if (!draw) return { kind: 'missed' };
        draw.phase = 'finished';
        draw.balls = frame.balls.slice(0, this.total);
        draw.hash = frame.hash;
        draw.winners = frame.winners;
        this.pushHistory(draw, false);
        return { kind: 'finished', draw };
      }
      case 'draw.void': {
        const draw = this.drawOf(frame.drawId);
        if (!draw) return { kind: 'missed' };
        draw.phase = 'void';
        draw.hash = frame.hash;
        this.pushHistory(draw, true);
        return { kind: 'void', draw };
      }
    }
  }

  /** Whether the picture is behind the server's clock: a ball or a draw is overdue. */
  stale(serverNow: number): boolean {
    const late = serverNow - GRACE_MS;
    const current = this.current;
    if (current?.phase === 'drawing') {
      const due = ballsDue(current.startsAt, this.ballIntervalMs, this.total, late);
      if (due > current.balls.length || late > current.finishesAt) return true;
    }
    if (this.next === null) return true;
    if (this.next.phase === 'selling' && late > this.next.startsAt) return true;
    return false;
  }

  private drawOf(drawId: number): Draw | null {
    if (this.current?.drawId === drawId) return this.current;
    if (this.next?.drawId === drawId) {
      // A ball of the draw on sale: its close frame was missed. It is the one drawn now.
      this.current = { ...this.next, phase: 'drawing' };
      this.next = null;
      return this.current;
    }
    return null;
  }

  private pushHistory(draw: Draw, isVoid: boolean): void {
    if (this.history[0]?.drawId === draw.drawId || !draw.hash) return;
    this.history.unshift({
      drawId: draw.drawId,
      chainIndex: draw.chainIndex,
      commitment: draw.commitment,
      hash: draw.hash,
      startsAt: draw.startsAt,
      balls: isVoid ? [] : [...draw.balls],
      winners: draw.winners ?? 0,
      void: isVoid,
    });
    this.history.length = Math.min(this.history.length, HISTORY);
  }
}
