import { describe, expect, it } from 'vitest';
import { errorLines } from '@pubdesk/ui/forms';
import { isConnectionLoss, refusalOf, responseStatus, retryVerdict } from './upload-errors';

const answered = (status: number, body = '') => ({
  originalRequest: {},
  originalResponse: { getStatus: () => status, getHeader: () => undefined, getBody: () => body },
});

describe('upload errors', () => {
  it('tells a dropped connection from an answer', () => {
    expect(isConnectionLoss({ originalRequest: {}, originalResponse: null })).toBe(true);
    expect(isConnectionLoss(answered(0))).toBe(true);
    expect(isConnectionLoss(answered(500))).toBe(false);
    // No request went out (the file could not be read): nothing to resume.
    expect(isConnectionLoss(new Error('tus: no file'))).toBe(false);
    expect(responseStatus(answered(413))).toBe(413);
    expect(responseStatus(null)).toBe(0);
  });

  it('resumes after a drop, refreshes an expired session twice at most, retries server trouble and stops at a refusal', () => {
    expect(retryVerdict(0, 0)).toBe('connection');
    expect(retryVerdict(0, 9)).toBe('connection');
    expect(retryVerdict(401, 0)).toBe('session');
    expect(retryVerdict(401, 1)).toBe('session');
    expect(retryVerdict(401, 2)).toBe('refused');
    expect(retryVerdict(409, 0)).toBe('server');
    expect(retryVerdict(423, 0)).toBe('server');
    expect(retryVerdict(503, 0)).toBe('server');
    expect(retryVerdict(400, 0)).toBe('refused');
    expect(retryVerdict(413, 0)).toBe('refused');
  });

  it("reads the server's refusal as JSON field errors or as text", () => {
    const json = refusalOf(answered(400, '{"file":["Upload a valid video: MP4, WebM or MOV."]}'));
    expect(errorLines(json)).toEqual([{ field: 'file', text: 'Upload a valid video: MP4, WebM or MOV.' }]);
    const text = refusalOf(answered(400, 'Upload-Metadata needs website_id and name.\n'));
    expect(errorLines(text)).toEqual([{ field: null, text: 'Upload-Metadata needs website_id and name.' }]);
    expect(refusalOf(answered(413, ''))).toBeNull();
    expect(refusalOf({ originalRequest: {}, originalResponse: null })).toBeNull();
  });
});
