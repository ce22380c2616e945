import { useEffect, useRef } from 'react';
import {
  STAFF_LIVE_KEEP_ALIVE_MS,
  STAFF_LIVE_PATH,
  STAFF_LIVE_SESSION_ENDED,
  type StaffLiveFrame,
  type StaffLiveTopic,
} from '@lale/contracts';
import { apiUrl } from './api/client.ts';

/*
 * The staff live channel (contracts/staff-live.ts) as the screens use it: one WebSocket for the whole
 * back office, opened while some screen listens to a topic and closed when none does. The session
 * cookie travels with it (the browser sends it; the server checks it and our Origin). It reconnects
 * after a drop with growing pauses, subscribing again and telling the listeners to re-read (they may
 * have missed changes); a close for an ended session is final, and the next HTTP call shows sign-in.
 */

type Listener = (frame: StaffLiveFrame) => void;

/** Which topic's listeners hear each kind of frame (the hub's own frames are handled apart). */
const TOPIC_OF_FRAME: Partial<Record<StaffLiveFrame['type'], StaffLiveTopic>> = {
  payment: 'payments',
  bets: 'trading',
  book: 'trading',
};

/** Pauses before reconnecting, the last repeated. */
const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

const listeners = new Map<StaffLiveTopic, Set<Listener>>();
let socket: WebSocket | null = null;
let keepAlive: number | undefined;
let retry: number | undefined;
let attempts = 0;
let sessionEnded = false;

const topics = () => [...listeners.keys()];

function liveUrl(): string {
  return new URL(apiUrl(STAFF_LIVE_PATH), window.location.href).href.replace(/^http/, 'ws');
}

function send(frame: object): void {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
}

/** Every listener of every topic hears a resync: re-read, something may have been missed. */
function resyncAll(): void {
  for (const set of listeners.values()) for (const listener of set) listener({ type: 'resync' });
}

function open(): void {
  if (socket || listeners.size === 0 || sessionEnded) return;
  const ws = new WebSocket(liveUrl());
  socket = ws;
  ws.onopen = () => {
    if (attempts > 0) resyncAll();
    attempts = 0;
    if (listeners.size > 0) send({ op: 'subscribe', topics: topics() });
    keepAlive = window.setInterval(() => send({ op: 'ping' }), STAFF_LIVE_KEEP_ALIVE_MS);
  };
  ws.onmessage = (event: MessageEvent<string>) => {
    let frame: StaffLiveFrame;
    try {
      frame = JSON.parse(event.data) as StaffLiveFrame;
    } catch {
      return;
    }
    if (frame.type === 'resync') return resyncAll();
    const topic = TOPIC_OF_FRAME[frame.type];
    if (topic) for (const listener of listeners.get(topic) ?? []) listener(frame);
  };
  ws.onclose = (event) => {
    window.clearInterval(keepAlive);
    if (socket !== ws) return;
    socket = null;
    if (event.code === STAFF_LIVE_SESSION_ENDED) {
      sessionEnded = true;
      return;
    }
    if (listeners.size === 0) return;
    const pause = RECONNECT_MS[Math.min(attempts, RECONNECT_MS.length - 1)]!;
    attempts += 1;
    retry = window.setTimeout(() => {
      retry = undefined;
      open();
    }, pause);
  };
}

function close(): void {
  window.clearTimeout(retry);
  retry = undefined;
  const ws = socket;
  socket = null;
  attempts = 0;
  ws?.close();
}

/** Listens to `topic` while `enabled` (the role may view it); the socket opens with the first listener. */
export function useStaffLive(topic: StaffLiveTopic, enabled: boolean, onFrame: Listener): void {
  const latest = useRef(onFrame);
  useEffect(() => {
    latest.current = onFrame;
  });
  useEffect(() => {
    if (!enabled) return;
    const listener: Listener = (frame) => latest.current(frame);
    let set = listeners.get(topic);
    const isNewTopic = !set;
    if (!set) listeners.set(topic, (set = new Set()));
    set.add(listener);
    // A new sign-in gets a new channel: an ended session's close is final only for that session.
    sessionEnded = false;
    if (!socket) open();
    else if (isNewTopic) send({ op: 'subscribe', topics: [topic] });
    return () => {
      set.delete(listener);
      if (set.size > 0) return;
      listeners.delete(topic);
      if (listeners.size === 0) close();
      else send({ op: 'unsubscribe', topics: [topic] });
    };
  }, [topic, enabled]);
}
