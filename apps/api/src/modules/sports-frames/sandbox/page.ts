import type { SportsFrameName } from '../config.ts';
import { PICKS, SANDBOX_EVENTS } from './events.ts';
import { escapeHtml } from '../../../platform/html-escape.ts';

/*
 * The stand-in sportsbook frame (DESIGN §10), opened by the site's /spor/<name> and /livespor/<name> in
 * its iframe. No inline script or style (the site's CSP allows neither): frame.js and frame.css are
 * served beside it. The script reads token and view from its own address; a visitor (no token) sees
 * the odds and is asked to log in, which the frame tells the site with the 'lale:login' message.
 */

export const SANDBOX_FRAMES_PATH = '/api/sandbox/sportsbook';

const TEXTS = {
  tr: {
    note: 'Test sağlayıcısı — gerçek para yalnızca cüzdanımızdan geçer',
    live: 'Canlı',
    prematch: 'Maç Önü',
    balance: 'Bakiye',
    slip: 'Kupon',
    pickPrompt: 'Bir oran seçin.',
    stake: 'Tutar (₺)',
    place: 'Bahis Yap',
    login: 'Bahis yapmak için giriş yapın',
    open: 'Açık bahislerim',
    none: 'Açık bahis yok.',
    won: 'Kazandı',
    lost: 'Kaybetti',
    cancel: 'İptal',
    settleNote: 'Sağlayıcının sonuçlandırması (test)',
  },
  en: {
    note: 'Sandbox provider — real money moves only through our wallet',
    live: 'Live',
    prematch: 'Pre-match',
    balance: 'Balance',
    slip: 'Bet slip',
    pickPrompt: 'Pick a price.',
    stake: 'Stake (₺)',
    place: 'Place bet',
    login: 'Log in to place bets',
    open: 'My open bets',
    none: 'No open bets.',
    won: 'Won',
    lost: 'Lost',
    cancel: 'Cancel',
    settleNote: "The provider's settlement (sandbox)",
  },
} as const;

export function framePage(provider: SportsFrameName, view: 'prematch' | 'live', locale: 'tr' | 'en'): string {
  const t = TEXTS[locale];
  const title = `${provider.toUpperCase()} Sportsbook`;
  const events = SANDBOX_EVENTS.filter((event) => event.live === (view === 'live'));
  const rows = events
    .map(
      (event) => `<li class="event">
    <div class="meta"><span class="league">${escapeHtml(event.league)}</span><span class="when${event.live ? ' live' : ''}">${escapeHtml(event.when)}</span></div>
    <div class="teams">${escapeHtml(event.home)}<br>${escapeHtml(event.away)}</div>
    <div class="odds">${PICKS.map(
      (pick, i) =>
        `<button type="button" class="price" data-event="${event.id}" data-pick="${pick}" data-name="${escapeHtml(`${event.home} – ${event.away}`)}" data-odds="${event.odds[i]}"><small>${pick}</small><b>${event.odds[i]}</b></button>`,
    ).join('')}</div>
  </li>`,
    )
    .join('\n  ');
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${SANDBOX_FRAMES_PATH}/frame.css">
<script src="${SANDBOX_FRAMES_PATH}/frame.js" defer></script>
</head>
<body data-provider="${provider}" data-view="${view}">
<header class="top">
  <div><h1>${title}</h1><p class="note">${t.note}</p></div>
  <p class="balance" id="balance-line" hidden>${t.balance}: <output id="balance" data-testid="frame-balance">…</output> ₺</p>
</header>
<nav class="tabs"><span class="tab${view === 'prematch' ? ' on' : ''}">${t.prematch}</span><span class="tab${view === 'live' ? ' on' : ''}">${t.live}</span></nav>
<main class="layout">
<ul class="events">
  ${rows}
</ul>
<aside class="slip" aria-label="${t.slip}">
  <h2>${t.slip}</h2>
  <p id="pick" class="pick">${t.pickPrompt}</p>
  <label class="stake">${t.stake} <input id="stake" type="number" min="1" step="1" value="10" inputmode="numeric"></label>
  <button type="button" id="place" class="place" disabled>${t.place}</button>
  <button type="button" id="login" class="place" hidden>${t.login}</button>
  <p id="status" class="status" role="status"></p>
  <h2>${t.open}</h2>
  <p class="hint">${t.settleNote}</p>
  <ul id="tickets" class="tickets" data-empty="${t.none}" data-won="${t.won}" data-lost="${t.lost}" data-cancel="${t.cancel}"></ul>
</aside>
</main>
</body>
</html>`;
}

export const FRAME_CSS = `
*{box-sizing:border-box}
html,body{margin:0;background:#0f1a2b;color:#e8eef8;font:15px/1.4 system-ui,sans-serif}
.top{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:8px 16px;padding:12px 16px;background:#15253d;border-bottom:3px solid #f5b800}
h1{margin:0;font-size:18px;letter-spacing:.02em}
.note{margin:2px 0 0;font-size:12px;color:#9fb1cc}
.balance{margin:0;font-weight:600}
output{color:#f5b800}
.tabs{display:flex;gap:4px;padding:8px 16px;background:#122035}
.tab{padding:6px 14px;border-radius:6px;color:#9fb1cc;font-weight:600}
.tab.on{background:#f5b800;color:#14213a}
.layout{display:grid;grid-template-columns:1fr;gap:12px;padding:12px}
@media (min-width:900px){.layout{grid-template-columns:1fr 300px}}
.events{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.event{display:grid;grid-template-columns:1fr auto;grid-template-areas:"meta meta" "teams odds";gap:6px 12px;padding:10px 12px;border-radius:8px;background:#182b46}
@media (min-width:640px){.event{grid-template-columns:140px 1fr auto;grid-template-areas:"meta teams odds"}}
.meta{grid-area:meta;display:flex;gap:8px;align-items:center;font-size:12px;color:#9fb1cc}
@media (min-width:640px){.meta{flex-direction:column;align-items:flex-start;gap:2px}}
.when.live{color:#ff5a5a;font-weight:700}
.teams{grid-area:teams;font-weight:600}
.odds{grid-area:odds;display:flex;gap:6px}
.price{display:flex;flex-direction:column;align-items:center;min-width:56px;padding:6px 8px;border:0;border-radius:6px;background:#23395c;color:#e8eef8;font:inherit;cursor:pointer}
.price small{font-size:11px;color:#9fb1cc}
.price[aria-pressed=true]{background:#f5b800;color:#14213a}
.price[aria-pressed=true] small{color:#14213a}
.slip{padding:12px;border-radius:8px;background:#182b46;align-self:start}
.slip h2{margin:0 0 8px;font-size:15px}
.slip h2:not(:first-child){margin-top:16px}
.pick{margin:0 0 8px;color:#cfdbee}
.stake{display:flex;align-items:center;justify-content:space-between;gap:8px;margin-bottom:8px}
.stake input{width:110px;padding:6px 8px;border-radius:6px;border:1px solid #35507a;background:#0f1a2b;color:#e8eef8;font:inherit}
.place{width:100%;padding:10px;border:0;border-radius:6px;background:#2fbf71;color:#0b1d12;font:inherit;font-weight:700;cursor:pointer}
.place:disabled{opacity:.5;cursor:default}
.status{min-height:1.2em;margin:8px 0 0;color:#f5b800}
.hint{margin:0 0 6px;font-size:12px;color:#9fb1cc}
.tickets{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.tickets li{padding:8px;border-radius:6px;background:#23395c;font-size:13px}
.tickets .acts{display:flex;gap:6px;margin-top:6px}
.tickets .acts button{flex:1;padding:5px;border:0;border-radius:5px;font:inherit;font-size:12px;cursor:pointer;background:#35507a;color:#e8eef8}
button:focus-visible,input:focus-visible{outline:3px solid #f5b800;outline-offset:2px}
`;

export const FRAME_JS = `
(function () {
  var params = new URLSearchParams(location.search);
  var token = params.get('token') || '';
  var provider = document.body.dataset.provider;
  var base = '${SANDBOX_FRAMES_PATH}/' + provider + '/';
  var storeKey = 'sandbox-tickets-' + provider;
  var $ = function (id) { return document.getElementById(id); };
  var chosen = null;
  function post(path, body) {
    return fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': document.documentElement.lang },
      body: JSON.stringify(body)
    }).then(function (r) { return r.json(); });
  }
  function tickets() { try { return JSON.parse(sessionStorage.getItem(storeKey) || '[]'); } catch (e) { return []; } }
  function keep(list) { sessionStorage.setItem(storeKey, JSON.stringify(list)); render(); }
  function show(answer) {
    if (typeof answer.balance === 'number') { $('balance').textContent = answer.balance.toFixed(2); $('balance-line').hidden = false; }
    $('status').textContent = answer.message || '';
  }
  function render() {
    var list = $('tickets'); list.textContent = '';
    var all = tickets();
    if (all.length === 0) { var li = document.createElement('li'); li.textContent = list.dataset.empty; list.appendChild(li); return; }
    all.forEach(function (entry) {
      var li = document.createElement('li');
      li.textContent = entry.label + (entry.result ? ' · ' + list.dataset[entry.result] : '');
      if (entry.result) li.dataset.result = entry.result;
      var acts = document.createElement('div'); acts.className = 'acts';
      [['won', list.dataset.won], ['lost', list.dataset.lost], ['cancel', list.dataset.cancel]].forEach(function (pair) {
        var b = document.createElement('button'); b.type = 'button'; b.textContent = pair[1];
        b.addEventListener('click', function () {
          post('settle', { ticket: entry.ticket, result: pair[0], token: token }).then(function (answer) {
            show(answer);
            if (answer.done) keep(tickets().filter(function (t) { return t.ticket !== entry.ticket; }));
            // Betsy's tickets stay with their result: a corrected result settles them again.
            else if (answer.settled) keep(tickets().map(function (t) { return t.ticket === entry.ticket ? { ticket: t.ticket, label: t.label, result: answer.settled } : t; }));
            parent.postMessage('lale:balance', location.origin);
          });
        });
        acts.appendChild(b);
      });
      li.appendChild(acts); list.appendChild(li);
    });
  }
  document.querySelectorAll('.price').forEach(function (button) {
    button.addEventListener('click', function () {
      document.querySelectorAll('.price').forEach(function (b) { b.setAttribute('aria-pressed', 'false'); });
      button.setAttribute('aria-pressed', 'true');
      chosen = { event: button.dataset.event, pick: button.dataset.pick, name: button.dataset.name, odds: button.dataset.odds };
      $('pick').textContent = chosen.name + ' · ' + chosen.pick + ' @ ' + chosen.odds;
      $('place').disabled = !token;
    });
  });
  if (!token) {
    $('place').hidden = true; $('login').hidden = false;
    $('login').addEventListener('click', function () { parent.postMessage('lale:login', location.origin); });
  } else {
    post('state', { token: token }).then(show);
  }
  $('place').addEventListener('click', function () {
    if (!chosen) return;
    $('place').disabled = true;
    post('bet', { token: token, event: chosen.event, pick: chosen.pick, stake: Number($('stake').value) }).then(function (answer) {
      show(answer);
      if (answer.ticket) {
        var list = tickets(); list.unshift({ ticket: answer.ticket, label: answer.label }); keep(list);
        parent.postMessage('lale:balance', location.origin);
      }
      $('place').disabled = false;
    }, function () { $('place').disabled = false; });
  });
  render();
})();
`;
