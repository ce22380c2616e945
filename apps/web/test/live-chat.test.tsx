import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../src/lib/i18n/index.ts';
import { loadLiveChat, openLiveChat, resetLiveChatForTests, useLiveChatLoader } from '../src/lib/liveChat.ts';
import { notify } from '../src/lib/notify.ts';
import { useSiteSettings } from '../src/lib/siteSettings.ts';

const chatScripts = () =>
  [...document.head.querySelectorAll('script')].filter((script) =>
    script.src.startsWith('https://embed.tawk.to/'),
  );

beforeEach(async () => {
  await initI18n('tr');
  vi.useFakeTimers();
});

afterEach(() => {
  resetLiveChatForTests();
  for (const script of chatScripts()) script.remove();
  useSiteSettings.setState({ options: {} });
  vi.useRealTimers();
});

describe('live chat loading (spec §4)', () => {
  it('adds the widget script for the site and widget ids, once', () => {
    loadLiveChat('site 1', 'widget');
    loadLiveChat('site 1', 'widget');
    expect(chatScripts().map((script) => script.src)).toEqual(['https://embed.tawk.to/site%201/widget']);
    expect(chatScripts()[0]?.async).toBe(true);
  });

  it('tries again 5000 ms after a failed load, and after every further failure', () => {
    loadLiveChat('site', 'widget');
    chatScripts()[0]!.dispatchEvent(new Event('error'));
    expect(chatScripts()).toHaveLength(0);

    vi.advanceTimersByTime(4999);
    expect(chatScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(chatScripts()).toHaveLength(1);

    chatScripts()[0]!.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(5000);
    expect(chatScripts()).toHaveLength(1);
  });

  it('does not retry a script that loaded', () => {
    loadLiveChat('site', 'widget');
    chatScripts()[0]!.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(60_000);
    expect(chatScripts()).toHaveLength(1);
  });

  it('loads only when the site options give both the site id and the widget id', () => {
    function Loader() {
      useLiveChatLoader();
      return null;
    }
    render(<Loader />);
    act(() => useSiteSettings.setState({ options: { 'chat-site-id': 'site' } }));
    expect(chatScripts()).toHaveLength(0);
    act(() => useSiteSettings.setState({ options: { 'chat-site-id': 'site', 'chat-div-id': 'default' } }));
    expect(chatScripts().map((script) => script.src)).toEqual(['https://embed.tawk.to/site/default']);
  });
});

describe('the configured chat service (the server’s <meta name="lale-live-chat">)', () => {
  function meta(content: string): HTMLMetaElement {
    const element = document.createElement('meta');
    element.name = 'lale-live-chat';
    element.content = content;
    document.head.append(element);
    return element;
  }

  it('loads the script from the base the server configured (the one its CSP allows)', () => {
    const element = meta('http://localhost:4100/dev-chat/embed/');
    loadLiveChat('site', 'widget');
    const scripts = [...document.head.querySelectorAll('script')].filter((s) => s.src.includes('/dev-chat/'));
    expect(scripts.map((script) => script.src)).toEqual(['http://localhost:4100/dev-chat/embed/site/widget']);
    scripts.forEach((script) => script.remove());
    element.remove();
  });

  it('loads nothing when the server has switched live chat off, and the buttons say so', () => {
    const element = meta('');
    const info = vi.spyOn(notify, 'info');
    loadLiveChat('site', 'widget');
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(0);
    openLiveChat();
    expect(info).toHaveBeenCalledOnce();
    element.remove();
  });
});

describe('opening the chat', () => {
  it('says chat is unavailable while the widget is not up', () => {
    const info = vi.spyOn(notify, 'info');
    openLiveChat();
    expect(info).toHaveBeenCalledWith(
      'Canlı destek şu anda kullanılamıyor. Lütfen biraz sonra tekrar deneyin.',
    );
  });

  it('opens the widget once its API is there', () => {
    const info = vi.spyOn(notify, 'info');
    loadLiveChat('site', 'widget');
    const maximize = vi.fn();
    // What the widget's script does when it has loaded.
    window.Tawk_API = { ...window.Tawk_API, maximize };
    openLiveChat();
    expect(maximize).toHaveBeenCalledOnce();
    expect(info).not.toHaveBeenCalled();
  });
});
