import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_LIVE_SESSION_ENDED, type StaffLiveFrame } from '@lale/contracts';
import { useStaffLive } from '../src/lib/live.ts';

/*
 * The back office's live channel client: one socket while a screen listens, subscribed to the
 * listened topics; after a drop it reconnects with a pause and tells listeners to re-read; a close for
 * an ended session is final.
 */

class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  /** The server side: accepts, speaks, hangs up. */
  accept() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  push(frame: StaffLiveFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const latest = () => FakeSocket.all.at(-1)!;

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => vi.useRealTimers());

describe('the live channel client', () => {
  it('opens one socket on the page’s origin, subscribes, and hands payment frames to the listener', () => {
    const heard: StaffLiveFrame[] = [];
    const view = renderHook(() => useStaffLive('payments', true, (frame) => heard.push(frame)));
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().url).toBe(`ws://${window.location.host}/api/admin/live`);
    latest().accept();
    expect(latest().sent).toEqual([{ op: 'subscribe', topics: ['payments'] }]);
    latest().push({ type: 'payment', id: 7, paymentType: 2, status: 1 });
    expect(heard).toEqual([{ type: 'payment', id: 7, paymentType: 2, status: 1 }]);
    vi.advanceTimersByTime(15_000);
    expect(latest().sent).toContainEqual({ op: 'ping' });
    view.unmount();
    expect(latest().readyState).toBe(3);
  });

  it('hands the trading room its bets and book frames, and each topic only its own', () => {
    const payments: StaffLiveFrame[] = [];
    const trading: StaffLiveFrame[] = [];
    const first = renderHook(() => useStaffLive('payments', true, (frame) => payments.push(frame)));
    latest().accept();
    const second = renderHook(() => useStaffLive('trading', true, (frame) => trading.push(frame)));
    // One socket for both: the second topic is subscribed on it.
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().sent).toEqual([
      { op: 'subscribe', topics: ['payments'] },
      { op: 'subscribe', topics: ['trading'] },
    ]);
    latest().push({ type: 'bets', eventIds: [5, 9] });
    latest().push({ type: 'book', eventId: 5 });
    latest().push({ type: 'payment', id: 7, paymentType: 2, status: 1 });
    expect(trading).toEqual([
      { type: 'bets', eventIds: [5, 9] },
      { type: 'book', eventId: 5 },
    ]);
    expect(payments).toEqual([{ type: 'payment', id: 7, paymentType: 2, status: 1 }]);
    // A resync reaches every topic's listeners.
    latest().push({ type: 'resync' });
    expect(trading.at(-1)).toEqual({ type: 'resync' });
    expect(payments.at(-1)).toEqual({ type: 'resync' });
    second.unmount();
    expect(latest().sent.at(-1)).toEqual({ op: 'unsubscribe', topics: ['trading'] });
    first.unmount();
    expect(latest().readyState).toBe(3);
  });

  it('does not open for a member who may not view the topic', () => {
    renderHook(() => useStaffLive('payments', false, () => {}));
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('reconnects after a drop, then tells the listener to re-read what it may have missed', () => {
    const heard: StaffLiveFrame[] = [];
    const view = renderHook(() => useStaffLive('payments', true, (frame) => heard.push(frame)));
    latest().accept();
    latest().drop();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    latest().accept();
    expect(heard).toEqual([{ type: 'resync' }]);
    expect(latest().sent).toEqual([{ op: 'subscribe', topics: ['payments'] }]);
    view.unmount();
  });

  it('stays closed when the server ends the session', () => {
    const view = renderHook(() => useStaffLive('payments', true, () => {}));
    latest().accept();
    latest().drop(STAFF_LIVE_SESSION_ENDED);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    view.unmount();
  });
});
