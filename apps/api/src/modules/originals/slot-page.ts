import { LINES, MAX_WIN_STAKES, PAYTABLE, PUBLISHED_RTP, SYMBOLS } from '@lale/originals';

/*
 * Lale Bahçesi's front end, served by the API as one page + its script and style (no inline script or
 * style: the site's CSP allows neither). It runs in the site's play frame, talks only to
 * /api/originals/slot/* with its game session, shows the published paytable and RTP, and can be played
 * by keyboard (Space or Enter spins). Decision: served from the API rather than built under apps/games
 * while it is one page; the games of issue #14 bring the build.
 */

export const SLOT_PATH = '/api/originals/slot';

const LABEL: Record<(typeof SYMBOLS)[number], { tr: string; en: string }> = {
  lale: { tr: 'LALE', en: 'TULIP' },
  nazar: { tr: 'NAZAR', en: 'EVIL EYE' },
  cay: { tr: 'ÇAY', en: 'TEA' },
  lokum: { tr: 'LOKUM', en: 'DELIGHT' },
  simit: { tr: 'SİMİT', en: 'SIMIT' },
  nar: { tr: 'NAR', en: 'POMEGRANATE' },
  kahve: { tr: 'KAHVE', en: 'COFFEE' },
};

export function slotPage(locale: 'tr' | 'en'): string {
  const t =
    locale === 'tr'
      ? {
          title: 'Lale Bahçesi',
          studio: 'Lale Originals',
          spin: 'Çevir',
          exit: 'Çıkış',
          balance: 'Bakiye',
          win: 'Kazanç',
          bet: 'Bahis',
          info: 'Ödeme Tablosu',
          rtp: `Oyuncuya geri dönüş (RTP): %${PUBLISHED_RTP.toFixed(2).replace('.', ',')}`,
          rules: `5 makara, 3 sıra, ${LINES.length} sabit çizgi, soldan sağa ödenir. LALE joker semboldür. Ödemeler çizgi bahsinin katıdır (çizgi bahsi = bahis / ${LINES.length}). En yüksek kazanç: bahsin ${MAX_WIN_STAKES} katı.`,
          grid: 'Makaralar',
        }
      : {
          title: 'Lale Bahçesi',
          studio: 'Lale Originals',
          spin: 'Spin',
          exit: 'Exit',
          balance: 'Balance',
          win: 'Win',
          bet: 'Bet',
          info: 'Paytable',
          rtp: `Return to player (RTP): ${PUBLISHED_RTP.toFixed(2)}%`,
          rules: `5 reels, 3 rows, ${LINES.length} fixed lines paying left to right. The TULIP is wild. Pays are multiples of the line bet (line bet = stake / ${LINES.length}). Maximum win: ${MAX_WIN_STAKES}× the stake.`,
          grid: 'Reels',
        };
  const rows = SYMBOLS.map(
    (symbol, index) =>
      `<tr><th scope="row"><span class="sym s-${symbol}">${LABEL[symbol][locale]}</span></th>${[3, 4, 5]
        .map((count) => `<td>${PAYTABLE[index]![count]}×</td>`)
        .join('')}</tr>`,
  ).join('');
  const cells = Array.from({ length: 15 }, () => '<span class="sym">·</span>').join('');
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<link rel="stylesheet" href="${SLOT_PATH}/slot.css">
<script src="${SLOT_PATH}/slot.js" defer></script>
</head>
<body data-labels='${JSON.stringify(Object.fromEntries(SYMBOLS.map((s) => [s, LABEL[s][locale]])))}'>
<main class="game">
  <header class="top">
    <div><h1>${t.title}</h1><p class="studio">${t.studio}</p></div>
    <button type="button" id="exit" class="ghost">${t.exit}</button>
  </header>
  <div class="grid" id="grid" role="img" aria-label="${t.grid}">${cells}</div>
  <p class="status" id="status" role="status" aria-live="polite"></p>
  <div class="panel">
    <p>${t.balance}: <output id="balance">…</output></p>
    <p>${t.win}: <output id="win">0.00</output></p>
    <label>${t.bet} <select id="bet"></select></label>
    <button type="button" id="spin" class="spin">${t.spin}</button>
  </div>
  <details class="info">
    <summary>${t.info}</summary>
    <p>${t.rtp}</p>
    <p>${t.rules}</p>
    <table><thead><tr><th scope="col"></th><th scope="col">3</th><th scope="col">4</th><th scope="col">5</th></tr></thead><tbody>${rows}</tbody></table>
  </details>
</main>
</body>
</html>`;
}

export const SLOT_CSS = `
*{box-sizing:border-box}
html,body{margin:0;min-height:100%;background:radial-gradient(circle at 50% -10%,#4a1034,#0b0714 65%);color:#fbf3f7;font:16px/1.4 system-ui,sans-serif}
.game{max-width:760px;margin:0 auto;padding:16px;display:flex;flex-direction:column;gap:14px}
.top{display:flex;justify-content:space-between;align-items:flex-start;gap:12px}
h1{margin:0;font-size:24px;letter-spacing:.02em}
.studio{margin:2px 0 0;color:#f3a6c8;font-size:13px}
.grid{display:grid;grid-template-columns:repeat(5,1fr);grid-template-rows:repeat(3,auto);grid-auto-flow:column;gap:8px;padding:12px;border-radius:18px;background:#1a0f24;box-shadow:inset 0 0 0 2px #7a2457}
.sym{display:flex;align-items:center;justify-content:center;min-height:64px;padding:4px;border-radius:12px;background:#2a1838;color:#fbf3f7;font-weight:800;font-size:clamp(10px,2.6vw,15px);text-align:center;letter-spacing:.03em}
.grid .hit{box-shadow:0 0 0 3px #ffc247}
.grid.spinning .sym{opacity:.45}
.s-lale{background:linear-gradient(160deg,#ff3d7f,#9c1fb5)}
.s-nazar{background:linear-gradient(160deg,#1f6feb,#0a2a6b)}
.s-cay{background:linear-gradient(160deg,#c2410c,#7c2d12)}
.s-lokum{background:linear-gradient(160deg,#f9a8d4,#db2777);color:#2b0718}
.s-simit{background:linear-gradient(160deg,#d97706,#92400e)}
.s-nar{background:linear-gradient(160deg,#dc2626,#7f1d1d)}
.s-kahve{background:linear-gradient(160deg,#78350f,#3b1d0a)}
.panel{display:flex;flex-wrap:wrap;gap:12px 20px;align-items:center;justify-content:space-between;padding:12px 16px;border-radius:14px;background:#1a0f24}
.panel p{margin:0}
output{font-weight:700;color:#ffc247}
select{margin-left:8px;padding:6px 10px;border-radius:8px;border:1px solid #7a2457;background:#0b0714;color:#fbf3f7;font:inherit}
button{font:inherit;cursor:pointer;border-radius:999px;padding:10px 22px;border:0}
.spin{background:linear-gradient(180deg,#ffcf4a,#f29b12);color:#241400;font-weight:800;min-width:130px}
.spin:disabled{opacity:.6;cursor:wait}
.ghost{background:transparent;color:#fbf3f7;box-shadow:inset 0 0 0 1px #b04a83}
button:focus-visible,select:focus-visible,summary:focus-visible{outline:3px solid #ffc247;outline-offset:2px}
.status{min-height:1.4em;margin:0;text-align:center;color:#ffc247;font-weight:700}
.info{padding:10px 16px;border-radius:14px;background:#1a0f24;color:#e9d7e2;font-size:14px}
.info summary{cursor:pointer;font-weight:700}
.info table{border-collapse:collapse;margin-top:8px}
.info th,.info td{padding:4px 10px;text-align:left}
.info .sym{min-height:0;display:inline-block;padding:2px 8px}
`;

export const SLOT_JS = `
(function () {
  var session = new URLSearchParams(location.search).get('session') || '';
  var labels = JSON.parse(document.body.getAttribute('data-labels') || '{}');
  var $ = function (id) { return document.getElementById(id); };
  var money = function (n) { return Number(n).toFixed(2); };
  function post(path, body) {
    return fetch('${SLOT_PATH}/' + path, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body)
    }).then(function (r) { return r.json(); });
  }
  function draw(grid) {
    var cells = $('grid').children;
    for (var reel = 0; reel < 5; reel++) for (var row = 0; row < 3; row++) {
      var cell = cells[reel * 3 + row], symbol = grid[reel][row];
      cell.className = 'sym s-' + symbol;
      cell.textContent = labels[symbol] || symbol;
    }
  }
  post('state', { session: session }).then(function (state) {
    if (typeof state.balance === 'number') $('balance').textContent = money(state.balance);
    if (state.grid) draw(state.grid);
    var select = $('bet');
    (state.stakes || []).forEach(function (stake, i) {
      var option = document.createElement('option');
      option.value = String(stake); option.textContent = money(stake);
      if (i === 0) option.selected = true;
      select.appendChild(option);
    });
    if (state.message) $('status').textContent = state.message;
  });
  $('spin').addEventListener('click', function () {
    var button = $('spin');
    button.disabled = true;
    $('grid').classList.add('spinning');
    $('status').textContent = '';
    post('spin', { session: session, bet: Number($('bet').value) }).then(function (answer) {
      $('grid').classList.remove('spinning');
      if (answer.grid) {
        draw(answer.grid);
        $('win').textContent = money(answer.win);
      }
      if (typeof answer.balance === 'number') $('balance').textContent = money(answer.balance);
      $('status').textContent = answer.message || '';
      button.disabled = false;
      button.focus();
    }, function () {
      $('grid').classList.remove('spinning');
      button.disabled = false;
    });
  });
  $('exit').addEventListener('click', function () { parent.postMessage('exit', location.origin); });
  document.addEventListener('keydown', function (event) {
    if ((event.key === ' ' || event.key === 'Enter') && event.target === document.body) { event.preventDefault(); $('spin').click(); }
  });
})();
`;
