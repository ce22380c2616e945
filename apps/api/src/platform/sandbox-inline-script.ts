import { createHash } from 'node:crypto';

/*
 * The one inline script the site ever runs: a SoftGamings launch answers HTML with an inline script
 * (spec §7) that the site injects, and outside production the game sandbox's SoftGamings launch
 * (modules/casino/launch/sandbox-adapter.ts) sends this constant one. The CSP allows exactly it, by
 * its hash, and only outside production. A real SoftGamings script would need its own hash or nonce.
 */
export const SOFTGAMINGS_SANDBOX_SCRIPT =
  "(function(){var box=document.getElementById('sg-sandbox-game');if(!box)return;var frame=document.createElement('iframe');frame.src=box.getAttribute('data-src');frame.title=box.getAttribute('data-title')||'';frame.allow='autoplay; fullscreen';frame.style.cssText='width:100%;height:100%;border:0';box.appendChild(frame);})();";

export const SOFTGAMINGS_SANDBOX_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SOFTGAMINGS_SANDBOX_SCRIPT).digest('base64')}'`;
