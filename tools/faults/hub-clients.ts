import { HUB_NOTIFY_METHOD, HUB_PATH } from '@lale/contracts';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';

/*
 * One realtime client per player, built as the site builds its own (apps/web lib/realtime/client.ts):
 * WebSocket only through the proxy, the session token as access token, automatic reconnect. A killed
 * process drops the sockets it held; the client must come back on another and go on receiving.
 */

export type HubClient = {
  playerId: number;
  /** Every notify frame received, with its time. */
  frames: { at: number; command: string }[];
  reconnects: number;
  /** The library's state now ('Connected' when the test ends, or the client is lost). */
  state(): string;
  stop(): Promise<void>;
};

/** The site's schedule after a drop, then every 2 s for as long as the test runs. */
const RETRY_DELAYS_MS = [0, 2_000, 10_000];

export async function connectHubClient(
  proxyUrl: string,
  playerId: number,
  token: string,
): Promise<HubClient> {
  const connection: HubConnection = new HubConnectionBuilder()
    .withUrl(`${proxyUrl}${HUB_PATH}`, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => token,
    })
    .withAutomaticReconnect({
      nextRetryDelayInMilliseconds: ({ previousRetryCount }) => RETRY_DELAYS_MS[previousRetryCount] ?? 2_000,
    })
    .configureLogging(LogLevel.None)
    .build();
  const client: HubClient = {
    playerId,
    frames: [],
    reconnects: 0,
    state: () => connection.state,
    stop: () => connection.stop(),
  };
  connection.on(HUB_NOTIFY_METHOD, (command: unknown) => {
    client.frames.push({ at: Date.now(), command: String(command) });
  });
  connection.onreconnected(() => (client.reconnects += 1));
  await connection.start();
  return client;
}
