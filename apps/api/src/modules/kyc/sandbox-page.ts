import { escapeHtml } from '../../platform/html-escape.ts';

/*
 * The identity sandbox's review page (DESIGN §10): where a tester plays the provider's reviewer and
 * forces an answer for a waiting applicant. Plain HTML, no script and no inline style (the site's CSP
 * allows neither): each answer is an ordinary form post. For testers only, so in English. The icon is
 * the site's own (else the browser asks for /favicon.ico, which is no page of ours).
 */

export const KYC_SANDBOX_REVIEW_PATH = '/api/kyc/sandbox/review';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Lale Sandbox</title>
<link rel="icon" type="image/svg+xml" href="/media/logo-mark.svg">
</head>
<body>
<main>
<p>Sandbox — a test identity provider: nobody's identity is checked here.</p>
${body}
</main>
</body>
</html>
`;
}

export function reviewListPage(pending: { applicantId: string; username: string }[]): string {
  const items = pending.map(({ applicantId, username }) => {
    const id = escapeHtml(applicantId);
    const action = `${KYC_SANDBOX_REVIEW_PATH}/${id}`;
    return `<section aria-labelledby="h-${id}">
<h2 id="h-${id}">${escapeHtml(username)} <small>(${id})</small></h2>
<form method="post" action="${action}">
<input type="hidden" name="answer" value="approved">
<label for="level-${id}">Level</label>
<select id="level-${id}" name="level"><option value="full" selected>full</option><option value="basic">basic</option></select>
<button type="submit">Approve ${escapeHtml(username)}</button>
</form>
<form method="post" action="${action}">
<input type="hidden" name="answer" value="rejected">
<label for="reasons-${id}">Reasons for ${escapeHtml(username)} (one a line)</label>
<textarea id="reasons-${id}" name="reasons" rows="3" required></textarea>
<button type="submit">Reject ${escapeHtml(username)}</button>
</form>
</section>`;
  });
  return page(
    'Identity reviews',
    `<h1>Identity reviews waiting</h1>
${items.length ? items.join('\n') : '<p>No review is waiting.</p>'}`,
  );
}

export function reviewResultPage(result: 'approved' | 'rejected' | 'failed' | 'invalid'): string {
  const text = {
    approved: 'Approved: the answer was delivered to the site.',
    rejected: 'Rejected: the answer was delivered to the site.',
    failed: 'The site refused the answer (see its log).',
    invalid: 'The answer was not complete: choose a level, or give at least one reason.',
  }[result];
  return page(
    'Identity review',
    `<h1>${escapeHtml(text)}</h1><p><a href="${KYC_SANDBOX_REVIEW_PATH}">Back to the reviews</a></p>`,
  );
}
