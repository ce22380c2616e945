import { CONTENT_IMAGE_ORIGINS } from '@lale/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { liveChatHeadMarkup } from '../src/platform/live-chat.ts';
import { securityHeaders, spaDirectives } from '../src/platform/security.ts';
import { tempDir } from './support/app.ts';

/*
 * Live chat's origins are configuration, and the CSP built at start-up allows exactly them
 * (PROTOCOLS §4e): the widget's script, its frames, API, socket and files, and the inline styles it
 * injects. These pin the production policy an operator gets.
 */

const dirs: { remove: () => void }[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));

function production(env: Record<string, string> = {}) {
  const dir = tempDir('lale-chat-csp-');
  dirs.push(dir);
  return loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dir.path,
    TOKEN_PEPPER: 'p'.repeat(40),
    SESSION_SECRET: 's'.repeat(40),
    AUDIT_SIGNING_KEY: 'a'.repeat(40),
    KYC_DOCUMENT_KEY: 'a'.repeat(40),
    PUBLIC_URL: 'https://lale.bet',
    ...env,
  });
}

function csp(config: ReturnType<typeof loadConfig>): Map<string, string> {
  const header = new Map(securityHeaders(config)).get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...sources] = part.split(/\s+/);
        return [name!, sources.join(' ')] as const;
      }),
  );
}

describe('the production CSP with live chat (Tawk.to by default)', () => {
  it('allows the widget’s origins, its sockets and its inline styles, and nothing else new', () => {
    const config = production();
    expect(config.liveChat).toEqual({
      scriptBase: 'https://embed.tawk.to',
      origins: ['https://*.tawk.to', 'wss://*.tawk.to'],
      sandbox: false,
    });
    const policy = csp(config);
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': "'self'",
      // Scripts: this origin and the widget's script host only; never 'unsafe-inline'.
      'script-src': "'self' https://embed.tawk.to",
      'style-src': "'self' 'unsafe-inline' https://embed.tawk.to https://*.tawk.to",
      'img-src': [
        "'self'",
        'data:',
        ...CONTENT_IMAGE_ORIGINS,
        'https://embed.tawk.to',
        'https://*.tawk.to',
      ].join(' '),
      'font-src': "'self' data: https://embed.tawk.to https://*.tawk.to",
      'media-src': "'self' https://embed.tawk.to https://*.tawk.to",
      'connect-src': "'self' wss://lale.bet https://embed.tawk.to https://*.tawk.to wss://*.tawk.to",
      'frame-src': "'self' https://embed.tawk.to https://*.tawk.to",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'self'",
      'upgrade-insecure-requests': '',
    });
    expect(policy.get('script-src')).not.toContain('unsafe');
  });

  it('allows exactly the operator’s chat service when its origins are configured', () => {
    const policy = csp(
      production({
        LIVE_CHAT_SCRIPT_URL: 'https://widget.chat.example/embed/',
        LIVE_CHAT_ORIGINS: 'https://*.chat.example, wss://socket.chat.example:8443',
      }),
    );
    expect(policy.get('script-src')).toBe("'self' https://widget.chat.example");
    expect(policy.get('frame-src')).toBe("'self' https://widget.chat.example https://*.chat.example");
    expect(policy.get('connect-src')).toBe(
      "'self' wss://lale.bet https://widget.chat.example https://*.chat.example wss://socket.chat.example:8443",
    );
    expect([...policy.values()].join(' ')).not.toContain('tawk');
  });

  it('allows no chat origin and no inline style when live chat is off', () => {
    const config = production({ LIVE_CHAT_SCRIPT_URL: 'off' });
    const policy = csp(config);
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('style-src')).toBe("'self'");
    expect(policy.get('frame-src')).toBe("'self'");
    expect(policy.get('connect-src')).toBe("'self' wss://lale.bet");
    // The page is told, so its Live Chat buttons say chat is unavailable instead of loading a refused script.
    expect(liveChatHeadMarkup(config.liveChat)).toBe('<meta name="lale-live-chat" content="">');
  });

  it('refuses plain-http chat origins, the stand-in, and malformed origins in production', () => {
    expect(() => production({ LIVE_CHAT_SCRIPT_URL: 'http://chat.example' })).toThrow(
      /https:\/\/ or wss:\/\//,
    );
    expect(() => production({ LIVE_CHAT_ORIGINS: 'ws://chat.example' })).toThrow(/https:\/\/ or wss:\/\//);
    expect(() => production({ LIVE_CHAT_SANDBOX: 'on' })).toThrow(
      /LIVE_CHAT_SANDBOX cannot be on in production/,
    );
    expect(() => production({ LIVE_CHAT_ORIGINS: "https://chat.example 'unsafe-eval'" })).toThrow(
      /LIVE_CHAT_ORIGINS/,
    );
    expect(() => production({ LIVE_CHAT_ORIGINS: 'https://chat.example/path' })).toThrow(/LIVE_CHAT_ORIGINS/);
  });
});

describe('the stand-in widget outside production', () => {
  it('is served from the site’s other loopback name, and the policy allows that origin and its socket', () => {
    const dir = tempDir('lale-chat-dev-');
    dirs.push(dir);
    const config = loadConfig({
      DATA_DIR: dir.path,
      PUBLIC_URL: 'http://127.0.0.1:4100',
      LIVE_CHAT_SANDBOX: 'on',
    });
    expect(config.liveChat.scriptBase).toBe('http://localhost:4100/dev-chat/embed');
    const directives = spaDirectives(config);
    expect(directives['script-src']).toContain('http://localhost:4100');
    expect(directives['frame-src']).toContain('http://localhost:4100');
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining(['http://localhost:4100', 'ws://localhost:4100']),
    );
    expect(directives['style-src']).toContain("'unsafe-inline'");
  });
});
