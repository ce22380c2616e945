import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';
import type { MessagingLogger } from '../../src/platform/messaging-delivery.ts';

/*
 * Real local counterparts of the outside world for the messaging tests: an SMTP server (smtp-server)
 * and an HTTP SMS gateway (node:http), each on a free port of 127.0.0.1, plus a log recorder.
 */

function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type TestSmtpServer = {
  url: string;
  received: ReceivedMail[];
  /** SMTP connections opened so far. */
  connections(): number;
  close(): Promise<void>;
};

/** `refuseRecipient` answers RCPT TO with that SMTP error, as a server does for an unknown mailbox. */
export async function startSmtpServer(
  options: { refuseRecipient?: { code: number; message: string } } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let connections = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onRcptTo(_address: SMTPServerAddress, _session: SMTPServerSession, callback) {
      const refusal = options.refuseRecipient;
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // The client gets its 250 only after this callback, so the mail is recorded before send() resolves.
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    url: `smtp://127.0.0.1:${portOf(server.server)}`,
    received,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Header lines and body of a raw RFC 5322 message (enough for the plain ASCII mails of the tests). */
export function parseMail(raw: string): { header(name: string): string | undefined; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  // Folded header lines continue with whitespace; unfold them before reading.
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { header: (name) => headers.get(name.toLowerCase()), body: raw.slice(split + 4) };
}

export type GatewayRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: unknown };

export type TestGateway = {
  url: string;
  requests: GatewayRequest[];
  /** Resolves when the next request has arrived (for the gateway that never answers). */
  nextRequest(): Promise<void>;
  close(): Promise<void>;
};

/** An SMS gateway that records each request and lets `respond` answer it (or not at all). */
export async function startSmsGateway(
  respond: (response: ServerResponse) => void = (response) => response.writeHead(202).end('{"id":"m1"}'),
): Promise<TestGateway> {
  const requests: GatewayRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(text) as unknown,
      });
      server.emit('recorded');
      respond(response);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${portOf(server)}/v1/sms`,
    requests,
    nextRequest: async () => {
      await once(server, 'recorded');
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type LogLine = { level: 'info' | 'warn'; details: Record<string, unknown>; message: string };

export function recordingLog(): MessagingLogger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (details, message) => lines.push({ level: 'info', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
  };
}
