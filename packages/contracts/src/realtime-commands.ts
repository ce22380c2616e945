/*
 * Names the realtime client needs on the site's first page; free of zod so that page does not carry it
 * (the message schemas are in realtime.ts).
 */

/** The SignalR client method the hub invokes. */
export const HUB_NOTIFY_METHOD = 'NotifyMessage';

/**
 * Commands the site acts on; a live Notification is appended to the list and moves the badge.
 * JackpotsChanged (issue #27, to everyone connected): the jackpots' values moved, the lobbies re-read them.
 */
export const RealtimeCommand = Object.freeze({
  Notification: 'Notification',
  JackpotsChanged: 'JackpotsChanged',
} as const);
