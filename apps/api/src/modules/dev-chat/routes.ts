// The plugin's types add `websocket: true` to route options (it is registered in platform/websockets.ts).
import type {} from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../platform/config.ts';
import { DEV_CHAT_PATHS } from '../../platform/live-chat.ts';
import { securityHeaders } from '../../platform/security.ts';

/*
 * A stand-in for the live-chat service, outside production with LIVE_CHAT_SANDBOX=on (platform/live-chat.ts).
 * It does what the real widget does to a page, so a journey can prove the site's CSP lets it work: its
 * script (loaded from the other loopback origin) injects a <style>, sets style attributes, opens a frame
 * on its own origin and a WebSocket to it, and exposes Tawk's `Tawk_API.maximize()` for the site's Live
 * Chat buttons. The frame shows a line of text and the socket answers "hello" with "ready".
 */

export type DevChatOptions = { config: Config };

/** The widget's script; `origin` is its own (the frame's and the socket's). */
export function devChatScript(origin: string): string {
  const socket = `${origin.replace(/^http/, 'ws')}${DEV_CHAT_PATHS.socket}`;
  return `(() => {
  const style = document.createElement('style');
  style.dataset.devChat = 'style';
  style.textContent = '.lale-dev-chat{position:fixed;right:16px;bottom:88px;z-index:70;display:none;' +
    'width:min(320px,calc(100vw - 32px));border-radius:12px;overflow:hidden;background:#fff;' +
    'box-shadow:0 10px 30px rgba(0,0,0,.5)}.lale-dev-chat iframe{display:block;width:100%;height:180px;border:0}';
  document.head.appendChild(style);
  const box = document.createElement('div');
  box.className = 'lale-dev-chat';
  box.setAttribute('style', 'border:2px solid #ec2f7b');
  const frame = document.createElement('iframe');
  frame.title = 'Canlı destek';
  frame.src = ${JSON.stringify(`${origin}${DEV_CHAT_PATHS.frame}`)};
  box.appendChild(frame);
  document.body.appendChild(box);
  const socket = new WebSocket(${JSON.stringify(socket)});
  socket.addEventListener('open', () => socket.send('hello'));
  socket.addEventListener('message', (event) => { box.dataset.socket = String(event.data); });
  window.Tawk_API = Object.assign(window.Tawk_API || {}, {
    maximize() { box.setAttribute('style', 'border:2px solid #ec2f7b;display:block'); },
  });
})();
`;
}

const FRAME_HTML = `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>Canlı destek</title>
<style>body{margin:0;padding:16px;font:15px/1.5 system-ui,sans-serif;color:#131931;background:#fff}h1{margin:0 0 8px;font-size:17px}</style>
</head><body><h1>Canlı destek</h1><p>Yerel deneme sohbeti: bir temsilci birazdan yazacak.</p></body></html>`;

export const devChatRoutes: FastifyPluginAsync<DevChatOptions> = async (app, { config }) => {
  const { scriptBase } = config.liveChat;
  if (!scriptBase) return;
  const origin = new URL(scriptBase).origin;
  // The frame is another site's page inside ours: its own policy, embeddable by the site only.
  const frameHeaders = securityHeaders(config, {
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'frame-ancestors': [new URL(config.publicUrl).origin],
  });

  app.get(DEV_CHAT_PATHS.script, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      // Loaded cross-origin by the site's page.
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(devChatScript(origin)),
  );
  app.get(
    DEV_CHAT_PATHS.frame,
    { schema: { hide: true }, config: { securityHeaders: frameHeaders } },
    async (_request, reply) => reply.type('text/html; charset=utf-8').send(FRAME_HTML),
  );
  app.get(DEV_CHAT_PATHS.socket, { websocket: true, schema: { hide: true } }, (socket) => {
    socket.on('message', (data: Buffer) => {
      if (String(data) === 'hello') socket.send('ready');
    });
  });
};
