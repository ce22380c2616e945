import { HEADER_LOCALE, ORIGINALS_GAME_PATH } from '@lale/contracts';
import { describe, expect, it } from 'vitest';
import { createGameApi, GAME_PATH, GameApiError, LOCALE_HEADER, readEnvelope } from '../src/shell/api.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the game protocol client', () => {
  it('speaks the contract’s path and locale header', () => {
    expect(GAME_PATH).toBe(ORIGINALS_GAME_PATH);
    expect(LOCALE_HEADER).toBe(HEADER_LOCALE);
  });

  it('unwraps a successful envelope', async () => {
    await expect(
      readEnvelope(json(200, { success: true, message: '', data: { balance: 5 } }), 'x'),
    ).resolves.toEqual({
      balance: 5,
    });
  });

  it('turns a refusal into an error with the server’s message and status', async () => {
    const refusal = readEnvelope(
      json(422, { success: false, message: 'Bakiyeniz yetersiz.', data: null }),
      'x',
    );
    await expect(refusal).rejects.toThrow(new GameApiError('Bakiyeniz yetersiz.', 422));
    await expect(refusal).rejects.toMatchObject({ status: 422 });
  });

  it('adds the first field problem of a validation refusal', async () => {
    const body = {
      success: false,
      message: 'Doğrulama hatası.',
      data: { errors: { target: 'Şans %0,01–%98 olmalı.' } },
    };
    await expect(readEnvelope(json(400, body), 'x')).rejects.toThrow(
      'Doğrulama hatası. Şans %0,01–%98 olmalı.',
    );
  });

  it('treats success:false with 200, an empty message and garbage as refusals with the fallback', async () => {
    await expect(
      readEnvelope(json(200, { success: false, message: 'Hayır', data: null }), 'x'),
    ).rejects.toThrow('Hayır');
    await expect(
      readEnvelope(json(500, { success: false, message: '', data: null }), 'fallback'),
    ).rejects.toThrow('fallback');
    await expect(readEnvelope(new Response('<html>', { status: 502 }), 'fallback')).rejects.toMatchObject({
      message: 'fallback',
      status: 502,
    });
    await expect(readEnvelope(json(200, 'text'), 'fallback')).rejects.toThrow('fallback');
  });

  it('posts the session, the call’s fields and the language', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const api = createGameApi({
      session: 'abcdefghijklmnop1234',
      lang: 'en',
      unreachable: 'offline',
      fetch: async (url, init) => {
        sent.push({ url: String(url), init: init! });
        return json(200, { success: true, message: '', data: { ok: true } });
      },
    });
    await api.play(12.5, { target: 5000, direction: 'under' });
    await api.rotate('my-seed');
    await api.rotate();
    await api.cashOut('3f2b0000-0000-4000-8000-000000000000');
    expect(sent.map((call) => call.url)).toEqual([
      '/api/originals/game/play',
      '/api/originals/game/rotate',
      '/api/originals/game/rotate',
      '/api/originals/game/cashout',
    ]);
    expect(sent.map((call) => JSON.parse(String(call.init.body)))).toEqual([
      { session: 'abcdefghijklmnop1234', stake: 12.5, choices: { target: 5000, direction: 'under' } },
      { session: 'abcdefghijklmnop1234', clientSeed: 'my-seed' },
      { session: 'abcdefghijklmnop1234' },
      { session: 'abcdefghijklmnop1234', roundId: '3f2b0000-0000-4000-8000-000000000000' },
    ]);
    expect(sent[0]!.init.method).toBe('POST');
    expect(sent[0]!.init.headers).toMatchObject({ 'content-type': 'application/json', 'x-locale': 'en' });
  });

  it('says the server is unreachable when the request itself fails', async () => {
    const api = createGameApi({
      session: 'abcdefghijklmnop1234',
      lang: 'tr',
      unreachable: 'Sunucuya ulaşılamadı.',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(api.state()).rejects.toMatchObject({ message: 'Sunucuya ulaşılamadı.', status: 0 });
  });
});
