import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, fakeFetch, signInAs } from '../testing';
import { authStore } from '../auth/auth-store';
import { ApiError } from './http';
import { postWithProgress } from './upload-with-progress';

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  signInAs('admin');
});
afterEach(() => FakeXhr.reset());

/** Lets the awaited steps between two requests run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('postWithProgress', () => {
  it('posts the form with the bearer token, reports the percent sent and resolves with the JSON answer', async () => {
    const form = new FormData();
    form.append('supplier', '5');
    const percents: number[] = [];
    const answer = postWithProgress<{ id: number }>('/api/imports/upload/', form, { onProgress: (p) => percents.push(p) });

    const xhr = FakeXhr.last();
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/api/imports/upload/', form]);
    expect(xhr.headers.Authorization).toBe(`Bearer ${authStore.get().access}`);
    xhr.progress(1, 3);
    xhr.progress(3, 3);
    xhr.respond(201, { id: 9 });

    await expect(answer).resolves.toEqual({ id: 9 });
    expect(percents).toEqual([33, 100]);
  });

  it('rejects a refusal as an ApiError with the parsed body, and a lost connection with status 0', async () => {
    const refused = postWithProgress('/x/', new FormData());
    FakeXhr.last().respond(400, { file: ['Line 3, column 2: not a number'] });
    await expect(refused).rejects.toEqual(new ApiError(400, { file: ['Line 3, column 2: not a number'] }));

    const lost = postWithProgress('/x/', new FormData());
    FakeXhr.last().fail();
    await expect(lost).rejects.toMatchObject({ status: 0 });
  });

  it('refreshes an expired session once and sends the form again', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 200, body: { access: 'fresh-access', refresh: 'fresh-refresh' } })).fn);
    const answer = postWithProgress<{ id: number }>('/x/', new FormData());
    FakeXhr.last().respond(401, { detail: 'expired' });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.last().headers.Authorization).toBe('Bearer fresh-access');
    FakeXhr.last().respond(201, { id: 1 });
    await expect(answer).resolves.toEqual({ id: 1 });
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const answer = postWithProgress('/x/', new FormData(), { signal: controller.signal });
    await settle();
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last().aborted).toBe(true);
  });
});
