import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureFingerprint, loadBootstrap, resetStartupForTests, runStartup } from '../src/app/startup.ts';
import { resetClientForTests } from '../src/lib/api/client.ts';
import { fetchBootstrap as fetchStartupCopy, loadStartupBootstrap } from '../src/lib/bootstrap.ts';
import { call } from '../src/lib/api/index.ts';
import { API_ENDPOINTS } from '@lale/contracts';
import { i18n } from '../src/lib/i18n/index.ts';
import { useSiteSettings } from '../src/lib/siteSettings.ts';
import { envelope, jsonResponse, mockFetch, sampleBootstrap } from './helpers.tsx';

let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  resetStartupForTests();
  resetClientForTests();
  fetchMock = mockFetch();
  useSiteSettings.setState({ languages: [], options: {}, domains: { current: null, next: null } });
});

afterEach(() => {
  vi.useRealTimers();
});

const fixedFingerprint = () => Promise.resolve('fp-1');
/** The bootstrap's call as start-up makes it (beside the fingerprint, not waiting for it). */
const fetchBootstrap = () => fetchStartupCopy({ atStartup: true });

describe('bootstrap (spec §4)', () => {
  it('loads GET /api/cms/grouped and stores its data under `bootstrap`', async () => {
    const data = sampleBootstrap();
    fetchMock.mockResolvedValue(jsonResponse(200, envelope(data)));

    const result = await runStartup({ fetchBootstrap, computeFingerprint: fixedFingerprint });

    expect(fetchMock.mock.calls[0]![0]).toBe('/api/cms/grouped');
    expect(result.bootstrap).toEqual(data);
    expect(JSON.parse(localStorage.getItem('bootstrap')!)).toEqual(data);
  });

  it('treats a network failure as false and carries on', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const result = await runStartup({
      fetchBootstrap,
      computeFingerprint: fixedFingerprint,
    });
    await result.ready;

    expect(result.bootstrap).toBe(false);
    expect(i18n.t('header.login')).toBe('Giriş Yap');
    expect(localStorage.getItem('fingerprint')).toBe('fp-1');
  });

  it('treats success:false as false and keeps the last good copy', async () => {
    const previous = sampleBootstrap();
    localStorage.setItem('bootstrap', JSON.stringify(previous));
    fetchMock.mockResolvedValue(jsonResponse(200, envelope(null, 'Bakımdayız', false)));

    await expect(loadBootstrap(fetchBootstrap, 'tr')).resolves.toBe(false);
    expect(JSON.parse(localStorage.getItem('bootstrap')!)).toEqual(previous);
  });

  it('fills languages, lower-cased active site options and domains before the first render', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, envelope(sampleBootstrap())));
    // The fingerprint never arrives: the settings must not wait for it.
    const never = () => new Promise<string>(() => undefined);

    await runStartup({ fetchBootstrap, computeFingerprint: never });

    const settings = useSiteSettings.getState();
    expect(settings.languages.map((l) => l.locale)).toEqual(['tr', 'en']);
    expect(settings.options).toEqual({ 'chat-site-id': 'abc' });
    expect(settings.domains).toEqual({ current: 'lale1.example', next: 'lale2.example' });
  });
});

describe('language and texts (spec §4)', () => {
  it('uses the stored language and sets <html lang>', async () => {
    localStorage.setItem('lang', 'en');
    fetchMock.mockRejectedValue(new TypeError('offline'));

    const result = await runStartup({ fetchBootstrap, computeFingerprint: fixedFingerprint });

    expect(result.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('header.login')).toBe('Login');
  });

  it('lets the bootstrap translationList override bundled texts', async () => {
    const translationList = [
      { key: 'header.login', value: 'Oturum Aç' },
      { key: 'REGISTER_DONE', value: 'Kayıt tamamlandı' },
    ];
    fetchMock.mockResolvedValue(jsonResponse(200, envelope(sampleBootstrap({ translationList }))));

    await runStartup({ fetchBootstrap, computeFingerprint: fixedFingerprint });

    expect(i18n.t('header.login')).toBe('Oturum Aç');
    expect(i18n.t('header.register')).toBe('Kayıt Ol');
    expect(i18n.t('REGISTER_DONE' as never)).toBe('Kayıt tamamlandı');
  });
});

describe('fingerprint (spec §4, §9)', () => {
  it('is computed once, stored, and reused on later visits', async () => {
    const compute = vi.fn(() => Promise.resolve('fp-first'));

    const [a, b] = await Promise.all([ensureFingerprint(compute), ensureFingerprint(compute)]);
    expect([a, b]).toEqual(['fp-first', 'fp-first']);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('fingerprint')).toBe('fp-first');

    resetStartupForTests(); // the next visit
    const later = vi.fn(() => Promise.resolve('fp-other'));
    await expect(ensureFingerprint(later)).resolves.toBe('fp-first');
    expect(later).not.toHaveBeenCalled();
  });

  it('gives up after 5000 ms without storing anything', async () => {
    vi.useFakeTimers();
    const never = vi.fn(() => new Promise<string>(() => {}));
    let settled: string | null | undefined;
    void ensureFingerprint(never).then((value) => (settled = value));

    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
    expect(localStorage.getItem('fingerprint')).toBeNull();
  });

  it('does not hold up the first render: start-up resolves before the fingerprint', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(jsonResponse(200, envelope(sampleBootstrap())));
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve('fp-slow'), 3000));

    const result = await runStartup({ fetchBootstrap, computeFingerprint: slow });
    expect(localStorage.getItem('fingerprint')).toBeNull();

    await vi.advanceTimersByTimeAsync(3000);
    await result.ready;
    expect(localStorage.getItem('fingerprint')).toBe('fp-slow');
  });

  it('starts at once, beside the bootstrap, before the bootstrap has answered', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const compute = vi.fn(() => Promise.resolve('fp-early'));

    const started = runStartup({ fetchBootstrap, computeFingerprint: compute });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(compute).toHaveBeenCalledTimes(1);

    answer(jsonResponse(200, envelope(sampleBootstrap())));
    await (
      await started
    ).ready;
    expect(localStorage.getItem('fingerprint')).toBe('fp-early');
  });

  it('the first API calls carry it: a call made while it is computed waits for it', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, envelope(sampleBootstrap()))));
    const compute = () => new Promise<string>((resolve) => setTimeout(() => resolve('fp-first-call'), 300));

    await runStartup({ fetchBootstrap, computeFingerprint: compute });
    // The bootstrap went out at once, without it (the spec runs them side by side).
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('x-fingerprint')).toBeNull();

    const balance = call(API_ENDPOINTS.userBalance).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(299);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await balance;
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/user/balance');
    expect(new Headers(init!.headers).get('x-fingerprint')).toBe('fp-first-call');
  });

  it('holds calls for 1 s at most: a slow device sends them without it rather than wait', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, envelope(sampleBootstrap()))));
    const never = () => new Promise<string>(() => undefined);

    await runStartup({ fetchBootstrap, computeFingerprint: never });
    const balance = call(API_ENDPOINTS.userBalance).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await balance;
    expect(new Headers(fetchMock.mock.calls[1]![1]!.headers).get('x-fingerprint')).toBeNull();
    // Later calls do not wait again.
    await call(API_ENDPOINTS.userBalance).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('bootstrap embedded in the page (first visits)', () => {
  function embed(locale: string, answer: unknown): HTMLScriptElement {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'lale-bootstrap';
    element.dataset.locale = locale;
    element.textContent = JSON.stringify(answer);
    document.head.append(element);
    return element;
  }

  afterEach(() => document.getElementById('lale-bootstrap')?.remove());

  it('starts from the page’s copy without calling the server, and keeps it', async () => {
    const data = sampleBootstrap();
    const element = embed('tr', envelope(data));

    const result = await runStartup({
      fetchBootstrap: loadStartupBootstrap,
      computeFingerprint: fixedFingerprint,
    });

    expect(result.bootstrap).toEqual(data);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/cms/grouped', expect.anything());
    expect(JSON.parse(localStorage.getItem('bootstrap')!)).toEqual(data);
    // Used once: a later load asks the server.
    expect(element.isConnected).toBe(false);
  });

  it('asks the server when the page’s copy is in another language or not a success', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, envelope(sampleBootstrap()))));
    localStorage.setItem('lang', 'en');
    embed('tr', envelope(sampleBootstrap()));
    await loadStartupBootstrap('en');
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/cms/grouped']);

    embed('tr', envelope(null, 'Bakımdayız', false));
    await loadStartupBootstrap('tr');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('fingerprint kept from an earlier visit', () => {
  it('is used at once, not computed again', async () => {
    localStorage.setItem('fingerprint', 'fp-kept');
    fetchMock.mockResolvedValue(jsonResponse(200, envelope(sampleBootstrap())));
    const compute = vi.fn(() => Promise.resolve('fp-new'));

    const result = await runStartup({ fetchBootstrap, computeFingerprint: compute });
    await result.ready;

    expect(compute).not.toHaveBeenCalled();
    expect(localStorage.getItem('fingerprint')).toBe('fp-kept');
  });
});
