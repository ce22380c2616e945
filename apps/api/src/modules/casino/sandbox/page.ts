import { escapeHtml } from '../../../platform/html-escape.ts';
/*
 * The stand-in provider's game page (DESIGN §10), opened by the launch URL in the site's play frame.
 * No inline script or style (the site's CSP allows neither): the page loads game.js and game.css from
 * beside it. The script reads the session from its own URL, spins through /api/sandbox/games/spin and
 * tells the site to close the game with the 'exit' message.
 */

export const SANDBOX_GAMES_PATH = '/api/sandbox/games';

export function gamePage(game: { name: string; provider: string }, locale: 'tr' | 'en'): string {
  const t =
    locale === 'tr'
      ? {
          bet: 'Bahis',
          spin: 'Çevir',
          exit: 'Çıkış',
          balance: 'Bakiye',
          win: 'Kazanç',
          note: 'Test sağlayıcısı',
        }
      : { bet: 'Bet', spin: 'Spin', exit: 'Exit', balance: 'Balance', win: 'Win', note: 'Sandbox provider' };
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(game.name)}</title>
<link rel="stylesheet" href="${SANDBOX_GAMES_PATH}/game.css">
<script src="${SANDBOX_GAMES_PATH}/game.js" defer></script>
</head>
<body>
<main class="game">
  <header class="top">
    <div><h1>${escapeHtml(game.name)}</h1><p class="provider">${escapeHtml(game.provider)} · ${t.note}</p></div>
    <button type="button" id="exit" class="ghost">${t.exit}</button>
  </header>
  <div class="reels" id="reels" aria-live="polite"><span>♥</span><span>★</span><span>♦</span></div>
  <p class="status" id="status" role="status"></p>
  <div class="panel">
    <p>${t.balance}: <output id="balance" data-testid="sandbox-balance">…</output></p>
    <p>${t.win}: <output id="win" data-testid="sandbox-win">0.00</output></p>
    <label>${t.bet}
      <select id="bet">
        <option value="1">1</option><option value="2">2</option><option value="5" selected>5</option>
        <option value="10">10</option><option value="20">20</option>
      </select>
    </label>
    <button type="button" id="spin" class="spin">${t.spin}</button>
  </div>
</main>
</body>
</html>`;
}

export const GAME_CSS = `
*{box-sizing:border-box}
html,body{margin:0;height:100%;background:radial-gradient(circle at 50% 0,#2b1d4d,#0d0b1a 70%);color:#f4f1ff;font:16px/1.4 system-ui,sans-serif}
.game{max-width:640px;margin:0 auto;padding:16px;display:flex;flex-direction:column;gap:16px;min-height:100%}
.top{display:flex;justify-content:space-between;align-items:flex-start;gap:12px}
h1{margin:0;font-size:22px}
.provider{margin:2px 0 0;color:#b7acd9;font-size:13px}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;padding:16px;border-radius:16px;background:#1b1533;box-shadow:inset 0 0 0 2px #4b3b86}
.reels span{display:flex;align-items:center;justify-content:center;aspect-ratio:1;font-size:clamp(36px,12vw,72px);border-radius:12px;background:#fff;color:#1b1533}
.reels.spinning span{animation:spin .35s linear infinite}
@keyframes spin{0%{transform:translateY(-6%)}50%{transform:translateY(6%)}100%{transform:translateY(-6%)}}
@media (prefers-reduced-motion:reduce){.reels.spinning span{animation:none;opacity:.6}}
.panel{display:flex;flex-wrap:wrap;gap:12px 20px;align-items:center;justify-content:space-between;padding:12px 16px;border-radius:12px;background:#1b1533}
.panel p{margin:0}
output{font-weight:700;color:#ffd36b}
select{margin-left:8px;padding:6px 10px;border-radius:8px;border:1px solid #4b3b86;background:#0d0b1a;color:#f4f1ff;font:inherit}
button{font:inherit;cursor:pointer;border-radius:999px;padding:10px 22px;border:0}
.spin{background:linear-gradient(180deg,#ffcf4a,#f29b12);color:#241400;font-weight:800;min-width:120px}
.spin:disabled{opacity:.6;cursor:wait}
.ghost{background:transparent;color:#f4f1ff;box-shadow:inset 0 0 0 1px #6d5bb0}
button:focus-visible,select:focus-visible{outline:3px solid #ffd36b;outline-offset:2px}
.status{min-height:1.4em;margin:0;text-align:center;color:#ffd36b;font-weight:600}
`;

export const GAME_JS = `
(function () {
  var session = new URLSearchParams(location.search).get('session') || '';
  var $ = function (id) { return document.getElementById(id); };
  var money = function (n) { return Number(n).toFixed(2); };
  function post(path, body) {
    return fetch('${SANDBOX_GAMES_PATH}/' + path, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body)
    }).then(function (r) { return r.json(); });
  }
  // Answers can arrive out of order on a slow server: a balance read before a spin must not overwrite
  // the balance the spin answered with, so only the latest request's answer is shown.
  var asked = 0;
  function show(answer) {
    if (typeof answer.balance === 'number') $('balance').textContent = money(answer.balance);
    $('status').textContent = answer.message || '';
  }
  var stateAsk = ++asked;
  post('state', { session: session }).then(function (answer) { if (stateAsk === asked) show(answer); });
  $('spin').addEventListener('click', function () {
    var button = $('spin');
    button.disabled = true;
    $('reels').classList.add('spinning');
    $('status').textContent = '';
    asked++;
    post('spin', { session: session, bet: Number($('bet').value) }).then(function (answer) {
      $('reels').classList.remove('spinning');
      if (answer.symbols) {
        var cells = $('reels').children;
        for (var i = 0; i < cells.length; i++) cells[i].textContent = answer.symbols[i];
        $('win').textContent = money(answer.win);
      }
      show(answer);
      button.disabled = false;
      button.focus();
    }, function () {
      $('reels').classList.remove('spinning');
      button.disabled = false;
    });
  });
  $('exit').addEventListener('click', function () { parent.postMessage('exit', location.origin); });
  document.addEventListener('keydown', function (event) {
    if ((event.key === ' ' || event.key === 'Enter') && event.target === document.body) { event.preventDefault(); $('spin').click(); }
  });
})();
`;
