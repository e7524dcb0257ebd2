import { describe, expect, it } from 'vitest';
import type { AdsTxtCheck } from '@pubdesk/contract';
import { formatDateTime } from '@pubdesk/ui/dates';
import { checkStatus } from './check-status';

const base: AdsTxtCheck = {
  checked_at: '2026-11-27T10:00:00Z',
  url: 'https://www.site.example/ads.txt',
  outcome: 'found',
  reason: null,
  http_status: 200,
  expected: 3,
  missing: 0,
};
const time = formatDateTime(base.checked_at);

describe('checkStatus', () => {
  it('reads each outcome of the last check', () => {
    expect(checkStatus(null)).toEqual({
      text: "Not checked yet. Check now to compare the website's /ads.txt with these lines.",
      color: 'gray',
    });
    expect(checkStatus(base)).toEqual({ text: `Checked ${time}: all 3 lines are in ${base.url}.`, color: 'green' });
    expect(checkStatus({ ...base, missing: 2 })).toEqual({
      text: `Checked ${time}: 2 of 3 lines are missing from ${base.url}.`,
      color: 'orange',
    });
    expect(checkStatus({ ...base, outcome: 'absent', http_status: 404, missing: 3 }).text).toBe(
      `Checked ${time}: ${base.url} was not found (HTTP 404). Publish the file with these lines.`,
    );
    expect(checkStatus({ ...base, outcome: 'failed', reason: 'http_error', http_status: 503, missing: null })).toEqual({
      text: `Checked ${time}: ${base.url} could not be read: the website answered HTTP 503.`,
      color: 'gray',
    });
    expect(checkStatus({ ...base, outcome: 'failed', reason: 'private_address', http_status: null, missing: null }).text).toBe(
      `Checked ${time}: ${base.url} could not be read: its address is not on the public internet.`,
    );
  });
});
