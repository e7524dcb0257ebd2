import type { AdsTxtFailure, AdsTxtOutcome } from '@pubdesk/contract';
import { publicFetch, PublicFetchError } from '../../lib/outbound/index.js';
import { compareWithFile } from './ads-txt-records.js';

/** The IAB's limits for a crawler, kept tight: one deadline, a small file, few redirects. */
export const ADS_TXT_FETCH = { timeoutMs: 5_000, maxBytes: 256 * 1024, maxRedirects: 3 } as const;

/** What one check found, ready to be stored. */
export interface AdsTxtFinding {
  url: string;
  outcome: AdsTxtOutcome;
  reason: AdsTxtFailure | null;
  httpStatus: number | null;
  expected: number;
  missing: number | null;
  presentKeys: string[];
}

/** The address of a website's ads.txt: its origin's /ads.txt (the file lives at the root), or null for a URL that does not parse. */
export function adsTxtUrlOf(websiteUrl: string): string | null {
  try {
    const url = new URL(websiteUrl);
    return /^https?:$/.test(url.protocol) ? `${url.origin}/ads.txt` : null;
  } catch {
    return null;
  }
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/**
 * ads.txt 1.1: a redirect is followed only within the scope of the original domain: the same
 * host, its www twin, or a subdomain of it (example.com -> www.example.com -> m.example.com).
 */
export function withinWebsite(original: URL, next: URL): boolean {
  const root = bareHost(original.hostname);
  const host = next.hostname.toLowerCase();
  return bareHost(host) === root || host.endsWith(`.${root}`);
}

/**
 * Fetches the website's /ads.txt and compares it with the lines it needs. 2xx: the file's
 * records are read; 404 and 410: there is no file, so every line is missing; anything else, or
 * no answer, is a failure with its reason, and says nothing about the lines.
 */
export async function checkAdsTxt(websiteUrl: string, neededLines: readonly string[], allowPrivate: boolean): Promise<AdsTxtFinding> {
  const url = adsTxtUrlOf(websiteUrl);
  const { expected } = compareWithFile(neededLines, null);
  const failed = (reason: AdsTxtFailure, httpStatus: number | null = null): AdsTxtFinding => ({
    url: url ?? websiteUrl.slice(0, 600),
    outcome: 'failed',
    reason,
    httpStatus,
    expected: expected.length,
    missing: null,
    presentKeys: [],
  });
  if (url === null) return failed('bad_url');
  const original = new URL(url);
  let answer;
  try {
    answer = await publicFetch(url, {
      ...ADS_TXT_FETCH,
      allowPrivate,
      redirectAllowed: (_from, next) => withinWebsite(original, next),
      headers: { 'user-agent': 'Pubdesk-AdsTxt-Check/1.0' },
    });
  } catch (error) {
    if (error instanceof PublicFetchError) return failed(error.reason);
    throw error;
  }
  if (answer.status === 404 || answer.status === 410) {
    return {
      url,
      outcome: 'absent',
      reason: null,
      httpStatus: answer.status,
      expected: expected.length,
      missing: expected.length,
      presentKeys: [],
    };
  }
  if (answer.status < 200 || answer.status > 299) return failed('http_error', answer.status);
  const { present } = compareWithFile(neededLines, answer.text);
  return {
    url,
    outcome: 'found',
    reason: null,
    httpStatus: answer.status,
    expected: expected.length,
    missing: expected.length - present.length,
    presentKeys: present,
  };
}
