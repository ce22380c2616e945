/*
 * What other modules may ask of the realtime hub: push a SignalR `NotifyMessage(cmd, message)` to one
 * player's connections, to several players, or to everyone connected. With REDIS_URL the push reaches
 * players connected to any API process; without it, this process's connections.
 */

export type RealtimeCommand = 'Notification' | (string & {});

export interface RealtimePublisher {
  toPlayer(playerId: number, command: RealtimeCommand, message: unknown): Promise<void>;
  toPlayers(playerIds: readonly number[], command: RealtimeCommand, message: unknown): Promise<void>;
  toAll(command: RealtimeCommand, message: unknown): Promise<void>;
}
