import { describe, expect, it } from 'vitest';
import { clientInfo } from './user-agent.js';

const ua = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  chromeAndroidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
  chromeAndroidTablet: 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Safari/537.36',
  chromeOs: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  curl: 'curl/8.5.0',
};

describe('clientInfo', () => {
  it('Chrome on Windows is a desktop', () => {
    expect(clientInfo(ua.chromeWindows)).toEqual({ platform: 'Windows', browser: 'Chrome', device: 'Desktop' });
  });

  it('Safari on an iPhone is a mobile on iOS (not macOS, though it says "like Mac OS X")', () => {
    expect(clientInfo(ua.safariIphone)).toEqual({ platform: 'iOS', browser: 'Safari', device: 'Mobile' });
  });

  it('Firefox on Linux is a desktop', () => {
    expect(clientInfo(ua.firefoxLinux)).toEqual({ platform: 'Linux', browser: 'Firefox', device: 'Desktop' });
  });

  it('Edge is Edge, though it also says Chrome and Safari', () => {
    expect(clientInfo(ua.edgeWindows)).toEqual({ platform: 'Windows', browser: 'Edge', device: 'Desktop' });
  });

  it('an iPad is a tablet, though it also says Mobile', () => {
    expect(clientInfo(ua.safariIpad)).toEqual({ platform: 'iOS', browser: 'Safari', device: 'Tablet' });
  });

  it('no user agent, or an empty one, is Other on every count', () => {
    expect(clientInfo('')).toEqual({ platform: 'Other', browser: 'Other', device: 'Other' });
    expect(clientInfo(undefined)).toEqual({ platform: 'Other', browser: 'Other', device: 'Other' });
  });

  it('Safari on a Mac, Chrome OS and Opera', () => {
    expect(clientInfo(ua.safariMac)).toEqual({ platform: 'macOS', browser: 'Safari', device: 'Desktop' });
    expect(clientInfo(ua.chromeOs)).toEqual({ platform: 'Chrome OS', browser: 'Chrome', device: 'Desktop' });
    expect(clientInfo(ua.operaWindows)).toEqual({ platform: 'Windows', browser: 'Opera', device: 'Desktop' });
  });

  it('Android phones are mobiles on Android (not Linux)', () => {
    expect(clientInfo(ua.chromeAndroidPhone)).toEqual({ platform: 'Android', browser: 'Chrome', device: 'Mobile' });
    expect(clientInfo(ua.firefoxAndroid)).toEqual({ platform: 'Android', browser: 'Firefox', device: 'Mobile' });
  });

  it('an Android tablet (Android without "Mobile") is a tablet', () => {
    expect(clientInfo(ua.chromeAndroidTablet)).toEqual({ platform: 'Android', browser: 'Chrome', device: 'Tablet' });
  });

  it('Chrome on an iPhone (CriOS) is Chrome', () => {
    expect(clientInfo(ua.chromeIphone)).toEqual({ platform: 'iOS', browser: 'Chrome', device: 'Mobile' });
  });

  it('a command-line client is named', () => {
    expect(clientInfo(ua.curl)).toMatchObject({ platform: 'Other', browser: 'curl' });
  });
});
