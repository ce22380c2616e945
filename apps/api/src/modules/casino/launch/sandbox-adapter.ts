import { SOFTGAMINGS_SANDBOX_SCRIPT } from '../../../platform/sandbox-inline-script.ts';
import { SANDBOX_GAMES_PATH } from '../sandbox/page.ts';
import type { LaunchAdapter } from './ports.ts';

/*
 * Outside production every provider is played by the sandbox: the launch is our own stand-in page
 * (sandbox/), same origin, carrying the game session. SoftGamings launches answer HTML (spec §7): a
 * container naming the frame's address and a script that puts the frame in it.
 */

export function sandboxLaunch(publicUrl: string): LaunchAdapter {
  return async ({ token, language }) => ({
    kind: 'url',
    url: `${publicUrl}${SANDBOX_GAMES_PATH}/play?session=${encodeURIComponent(token)}&lang=${language}`,
  });
}

export function sandboxSoftGamingsLaunch(publicUrl: string): LaunchAdapter {
  const url = sandboxLaunch(publicUrl);
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return async (request) => {
    const target = await url(request);
    if (target.kind !== 'url') return target;
    return {
      kind: 'html',
      html: `<div id="sg-sandbox-game" data-src="${escape(target.url)}" data-title="${escape(request.game.name)}"></div><script>${SOFTGAMINGS_SANDBOX_SCRIPT}</script>`,
    };
  };
}
