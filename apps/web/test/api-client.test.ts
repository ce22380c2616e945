import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { API_CONTRACT, API_ENDPOINTS } from '@lale/contracts';
import { ApiError, call, setLogoutHandler } from '../src/lib/api/index.ts';
import { resetClientForTests } from '../src/lib/api/client.ts';
import { page } from '../src/lib/page.ts';
import { envelope, jsonResponse, mockFetch, requestHeaders } from './helpers.tsx';

let fetchMock: ReturnType<typeof mockFetch>;
let reload: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  resetClientForTests();
  fetchMock = mockFetch();
  reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

describe('request headers (spec §7)', () => {
  it('sends JSON, the Bearer token, the stored language and the fingerprint to /api/', async () => {
    localStorage.setItem('authData', JSON.stringify({ token: 'tok-123', username: 'ayse1' }));
    localStorage.setItem('lang', 'en');
    localStorage.setItem('fingerprint', 'fp-abc');
    fetchMock.mockResolvedValue(jsonResponse(200, envelope({ ok: 1 })));

    await call(API_ENDPOINTS.authLogin, { username: 'ayse1', password: 'Secret12' });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ username: 'ayse1', password: 'Secret12' }));
    const headers = requestHeaders(fetchMock);
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('x-locale')).toBe('en');
    expect(headers.get('x-fingerprint')).toBe('fp-abc');
  });

  it('defaults to Turkish and leaves out what it does not have', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, envelope(null)));

    await call(API_ENDPOINTS.cmsGrouped);

    expect(fetchMock.mock.calls[0]![0]).toBe('/api/cms/grouped');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('GET');
    const headers = requestHeaders(fetchMock);
    expect(headers.get('x-locale')).toBe('tr');
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('x-fingerprint')).toBe(false);
    // A GET has no body, so it must not claim a JSON one (Fastify refuses empty JSON bodies).
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('ignores a stored language it does not speak', async () => {
    localStorage.setItem('lang', 'de');
    fetchMock.mockResolvedValue(jsonResponse(200, envelope(null)));
    await call(API_ENDPOINTS.cmsGrouped);
    expect(requestHeaders(fetchMock).get('x-locale')).toBe('tr');
  });
});

describe('envelope', () => {
  it('resolves with the envelope of a successful answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, envelope({ balance: 12.5 }, 'ok')));
    await expect(call(API_ENDPOINTS.userBalance)).resolves.toEqual({
      success: true,
      message: 'ok',
      data: { balance: 12.5 },
    });
  });

  it('turns success:false into an ApiError with the server message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, envelope({ errors: { username: 'Zorunlu' } }, 'Hatalı giriş', false)),
    );
    const error = await call(API_ENDPOINTS.authLogin, { username: '', password: '' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'refused', status: 400, message: 'Hatalı giriş' });
    expect((error as ApiError).data).toEqual({ errors: { username: 'Zorunlu' } });
  });

  it('reports a network failure without touching the reload counter', async () => {
    localStorage.setItem('reloadAttempts', '2');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(call(API_ENDPOINTS.cmsGrouped)).rejects.toMatchObject({ kind: 'network', status: 0 });
    expect(localStorage.getItem('reloadAttempts')).toBe('2');
  });

  it('reports an answer that is not an envelope as unexpected', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(call(API_ENDPOINTS.cmsGrouped)).rejects.toMatchObject({ kind: 'unexpected', status: 502 });
  });
});

describe('401 (spec §4)', () => {
  it('runs the logout handler, then rejects with the server message', async () => {
    const order: string[] = [];
    setLogoutHandler(() => {
      order.push('logout');
    });
    fetchMock.mockResolvedValue(jsonResponse(401, envelope(null, 'Oturumunuz sona erdi', false)));

    const error = await call(API_ENDPOINTS.userBalance).catch((e: unknown) => {
      order.push('rejected');
      return e;
    });

    expect(order).toEqual(['logout', 'rejected']);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, message: 'Oturumunuz sona erdi' });
  });
});

describe('403 (spec §4)', () => {
  const forbidden = () => jsonResponse(403, envelope(null, 'Erişim engellendi', false));

  it('reloads the page after 1000 ms and counts the attempt', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(forbidden());

    await expect(call(API_ENDPOINTS.cmsGrouped)).rejects.toMatchObject({
      kind: 'forbidden',
      message: 'Erişim engellendi',
    });
    expect(localStorage.getItem('reloadAttempts')).toBe('1');

    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at most 3 times in a row, then clears the counter instead', async () => {
    vi.useFakeTimers();
    for (let attempt = 1; attempt <= 3; attempt++) {
      resetClientForTests(); // each reload is a new page life
      fetchMock.mockResolvedValueOnce(forbidden());
      await call(API_ENDPOINTS.cmsGrouped).catch(() => undefined);
      vi.advanceTimersByTime(1000);
      expect(reload).toHaveBeenCalledTimes(attempt);
      expect(localStorage.getItem('reloadAttempts')).toBe(String(attempt));
    }

    resetClientForTests();
    fetchMock.mockResolvedValueOnce(forbidden());
    await call(API_ENDPOINTS.cmsGrouped).catch(() => undefined);
    vi.advanceTimersByTime(5000);
    expect(reload).toHaveBeenCalledTimes(3);
    expect(localStorage.getItem('reloadAttempts')).toBeNull();
  });

  it('schedules one reload however many calls answer 403 at once', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => forbidden());
    await Promise.allSettled([
      call(API_ENDPOINTS.cmsGrouped),
      call(API_ENDPOINTS.userBalance),
      call(API_ENDPOINTS.authForm),
    ]);
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('reloadAttempts')).toBe('1');
  });

  it('clears the counter on any other answer, refusals included', async () => {
    for (const answer of [
      jsonResponse(200, envelope(null)),
      jsonResponse(400, envelope(null, 'Hayır', false)),
    ]) {
      localStorage.setItem('reloadAttempts', '2');
      fetchMock.mockResolvedValueOnce(answer);
      await call(API_ENDPOINTS.cmsGrouped).catch(() => undefined);
      expect(localStorage.getItem('reloadAttempts')).toBeNull();
    }
  });
});

describe('typed call (types from the contract, calls through the zod-free table)', () => {
  it('sends a GET request as its query string and no body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, envelope({ items: [], total: 0 })));

    await call(API_ENDPOINTS.customerSessions, { skip: 20, take: 10 });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/customer/sessions?skip=20&take=10');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('takes a contract entry as well and passes the abort signal on', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, envelope({ balance: 1, bonusBalance: 0 })));
    const controller = new AbortController();
    await call(API_CONTRACT.userBalance, {}, { signal: controller.signal });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user/balance');
    expect(fetchMock.mock.calls[0]![1]?.signal).toBe(controller.signal);
  });

  it('infers the body from the request schema and the data from the response schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, envelope(7)));
    const { data } = await call(API_ENDPOINTS.bonusTrialBonusAmount);
    expectTypeOf(data).toEqualTypeOf<number>();

    fetchMock.mockResolvedValue(jsonResponse(200, envelope(null)));
    const answer = await call(API_ENDPOINTS.customerReadNotification, { id: 3 });
    expectTypeOf(answer.data).toEqualTypeOf<null>();
    expectTypeOf(answer.message).toEqualTypeOf<string>();

    // Compile-time refusals (checked by `tsc -p apps/web`): a missing or wrong body, a made-up endpoint.
    const refused = async () => {
      // @ts-expect-error the login call needs its body
      await call(API_ENDPOINTS.authLogin);
      // @ts-expect-error `id` is a number in the contract
      await call(API_ENDPOINTS.customerReadNotification, { id: 'x' });
      // @ts-expect-error only the contract's endpoints can be called
      await call({ method: 'GET', path: '/api/made-up' });
    };
    expect(refused).toBeTypeOf('function');
  });
});
