import type { Locale } from '@lale/contracts';
import { escapeHtml } from '../../platform/html-escape.ts';

/*
 * The payment sandbox's pages (DESIGN §10), plain HTML: no script at all (the site's CSP allows none
 * inline, and a checkout needs none — the buttons are an ordinary form post), and the look comes from
 * a stylesheet served beside it (style-src 'self' forbids inline styles too). Framed by our own site
 * only: the site's headers (frame-ancestors 'self', X-Frame-Options SAMEORIGIN) apply unchanged.
 */

export const SANDBOX_STYLESHEET_PATH = '/api/payments/sandbox/checkout.css';

const TEXTS = {
  tr: {
    title: 'Güvenli ödeme',
    sandbox: 'Test ortamı',
    reference: 'Referans',
    pay: 'Öde',
    decline: 'Reddet',
    cancel: 'İptal et',
    note: 'Bu sayfa bir test sağlayıcısıdır: gerçek bir ödeme alınmaz.',
    paid: 'Ödeme tamamlandı',
    declined: 'Ödeme reddedildi',
    cancelled: 'Ödeme iptal edildi',
    failed: 'Bildirim iletilemedi',
    closed: 'Bu ödeme artık açık değil',
    unknown: 'Ödeme bulunamadı',
    close: 'Bu pencereyi kapatabilirsiniz.',
  },
  en: {
    title: 'Secure payment',
    sandbox: 'Sandbox',
    reference: 'Reference',
    pay: 'Pay',
    decline: 'Decline',
    cancel: 'Cancel',
    note: 'This page is a test provider: no real payment is taken.',
    paid: 'Payment complete',
    declined: 'Payment declined',
    cancelled: 'Payment cancelled',
    failed: 'The notification could not be delivered',
    closed: 'This payment is no longer open',
    unknown: 'Payment not found',
    close: 'You can close this window.',
  },
} as const;

export type SandboxResult = 'paid' | 'declined' | 'cancelled' | 'failed' | 'closed' | 'unknown';

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Lale Sandbox</title>
<link rel="stylesheet" href="${SANDBOX_STYLESHEET_PATH}">
</head>
<body>
<main class="card">
<p class="badge">${escapeHtml(TEXTS[locale].sandbox)}</p>
${body}
</main>
</body>
</html>
`;
}

export function checkoutPage(input: {
  locale: Locale;
  methodTitle: string;
  amount: string;
  reference: string;
  action: string;
}): string {
  const t = TEXTS[input.locale];
  return page(
    input.locale,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<p class="method">${escapeHtml(input.methodTitle)}</p>
<p class="amount">${escapeHtml(input.amount)}</p>
<p class="reference">${escapeHtml(t.reference)}: <strong>${escapeHtml(input.reference)}</strong></p>
<form method="post" action="${escapeHtml(input.action)}">
<button class="pay" type="submit" name="action" value="pay">${escapeHtml(t.pay)}</button>
<div class="row">
<button class="secondary" type="submit" name="action" value="decline">${escapeHtml(t.decline)}</button>
<button class="secondary" type="submit" name="action" value="cancel">${escapeHtml(t.cancel)}</button>
</div>
</form>
<p class="note">${escapeHtml(t.note)}</p>`,
  );
}

export function resultPage(locale: Locale, result: SandboxResult): string {
  const t = TEXTS[locale];
  const mark = result === 'paid' ? '✓' : result === 'failed' || result === 'unknown' ? '!' : '×';
  return page(
    locale,
    t[result],
    `<p class="mark ${result}">${mark}</p>
<h1 data-result="${result}">${escapeHtml(t[result])}</h1>
<p class="note">${escapeHtml(t.close)}</p>`,
  );
}

export const SANDBOX_STYLESHEET = `
:root { color-scheme: dark; }
* { box-sizing: border-box; }
body {
  margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
  background: radial-gradient(circle at 30% 20%, #1e293b, #0b1120 70%);
  color: #e2e8f0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
}
.card {
  width: min(420px, 100%); padding: 32px 28px; border-radius: 18px; text-align: center;
  background: #111827; border: 1px solid #1f2937; box-shadow: 0 24px 60px rgba(0, 0, 0, 0.45);
}
.badge {
  display: inline-block; margin: 0 0 12px; padding: 4px 10px; border-radius: 999px; font-size: 12px;
  letter-spacing: 0.08em; text-transform: uppercase; background: #422006; color: #fbbf24;
}
h1 { margin: 0 0 8px; font-size: 22px; }
.method { margin: 0; color: #94a3b8; }
.amount { margin: 16px 0 8px; font-size: 40px; font-weight: 700; color: #f8fafc; }
.reference { margin: 0 0 24px; color: #94a3b8; font-size: 14px; }
form { display: grid; gap: 10px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
button {
  font: inherit; font-weight: 600; padding: 13px 16px; border-radius: 12px; cursor: pointer;
  border: 1px solid transparent;
}
button.pay { background: #16a34a; color: #fff; font-size: 17px; }
button.pay:hover { background: #15803d; }
button.secondary { background: transparent; color: #e2e8f0; border-color: #334155; }
button.secondary:hover { background: #1e293b; }
button:focus-visible { outline: 3px solid #60a5fa; outline-offset: 2px; }
.note { margin: 20px 0 0; font-size: 13px; color: #64748b; }
.mark {
  width: 64px; height: 64px; margin: 4px auto 16px; border-radius: 50%; display: grid; place-items: center;
  font-size: 34px; font-weight: 700; background: #1f2937;
}
.mark.paid { background: #14532d; color: #4ade80; }
.mark.declined, .mark.cancelled { background: #450a0a; color: #f87171; }
.mark.failed, .mark.closed, .mark.unknown { background: #422006; color: #fbbf24; }
`;
