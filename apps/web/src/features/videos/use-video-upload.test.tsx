import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { opsNotifications } from '@pubdesk/ui/notify';
import { signInAs } from '../../test/fixtures';
import { chunkSizeFor, resumeAfterMs, useVideoUpload } from './use-video-upload';

/** What the hook hands tus-js-client, and the calls it makes: the library itself is not under test. */
interface FakeOptions {
  endpoint: string;
  metadata: Record<string, string>;
  fingerprint: () => Promise<string>;
  onBeforeRequest: (request: { setHeader: (name: string, value: string) => void }) => Promise<void>;
  onAfterResponse: (request: unknown, response: FakeResponse) => Promise<void>;
  onShouldRetry: (error: unknown, attempt: number) => boolean;
  onProgress: (sent: number, total: number) => void;
  onSuccess: () => void;
  onError: (error: unknown) => void;
}
interface FakeResponse {
  getStatus: () => number;
  getHeader: (name: string) => string | undefined;
  getBody: () => string;
}
const uploads: Array<{ file: File; options: FakeOptions; start: ReturnType<typeof vi.fn>; abort: ReturnType<typeof vi.fn> }> = [];

vi.mock('tus-js-client', () => ({
  Upload: class {
    start = vi.fn();
    abort = vi.fn(() => Promise.resolve());
    findPreviousUploads = () => Promise.resolve([]);
    resumeFromPreviousUpload = vi.fn();
    constructor(file: File, options: FakeOptions) {
      uploads.push({ file, options, start: this.start, abort: this.abort });
    }
  },
}));

const response = (status: number, headers: Record<string, string> = {}, body = ''): FakeResponse => ({
  getStatus: () => status,
  getHeader: (name) => headers[name],
  getBody: () => body,
});
const notices = () => opsNotifications.getState().notifications.map((n) => [n.title ?? null, n.message]);
const file = new File(['video bytes'], 'clip.mp4', { type: 'video/mp4' });

function renderUpload() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useVideoUpload(), { wrapper });
}

/** Starts an upload and waits until tus-js-client's `start` was called. */
async function startUpload(hook: ReturnType<typeof renderUpload>) {
  let done: Promise<number | null> = Promise.resolve(null);
  await act(async () => {
    done = hook.result.current.start({ file, websiteId: 4 });
  });
  await vi.waitFor(() => expect(uploads.at(-1)?.start).toHaveBeenCalled());
  const upload = uploads.at(-1);
  if (!upload) throw new Error('no upload');
  return { upload, done };
}

beforeEach(() => {
  uploads.length = 0;
  signInAs('admin', 3);
});
afterEach(() => {
  notifications.clean(opsNotifications);
  vi.useRealTimers();
});

describe('chunkSizeFor', () => {
  const MiB = 1024 * 1024;
  it('sends about a sixteenth of the file per request, between 8 and 64 MiB', () => {
    expect(chunkSizeFor(1000)).toBe(8 * MiB);
    expect(chunkSizeFor(23 * MiB)).toBe(8 * MiB);
    expect(chunkSizeFor(512 * MiB)).toBe(32 * MiB);
    expect(chunkSizeFor(1024 * MiB)).toBe(64 * MiB);
    expect(chunkSizeFor(2048 * MiB)).toBe(64 * MiB);
  });
});

describe('useVideoUpload', () => {
  it('uploads to the tus endpoint with the bearer token, reports percent, and resolves with the id the last PATCH names', async () => {
    const hook = renderUpload();
    const { upload, done } = await startUpload(hook);
    expect(upload.options.endpoint).toBe('/api/players/uploads/');
    expect(upload.options.metadata).toMatchObject({ website_id: '4', name: 'clip.mp4', filename: 'clip.mp4', filetype: 'video/mp4' });
    expect(await upload.options.fingerprint()).toContain('|3|clip.mp4|');

    const headers: Record<string, string> = {};
    await upload.options.onBeforeRequest({ setHeader: (name, value) => (headers[name] = value) });
    expect(headers.Authorization).toMatch(/^Bearer \S+\.\S+\.\S+$/);

    act(() => upload.options.onProgress(50, 200));
    expect(hook.result.current).toMatchObject({ phase: 'uploading', percent: 25, paused: false });
    await act(() => upload.options.onAfterResponse({}, response(204, { 'Upload-Video-Id': '42' })));
    act(() => upload.options.onSuccess());
    await expect(done).resolves.toBe(42);
    expect(hook.result.current).toMatchObject({ phase: 'done', percent: 100 });
    expect(notices()).toEqual([[null, 'Successfully uploaded video.']]);
  });

  it('waits when the connection drops and goes on by itself when the browser is back online', async () => {
    const hook = renderUpload();
    const { upload } = await startUpload(hook);
    const dropped = { originalRequest: {}, originalResponse: null };
    // tus-js-client's own retries first: always granted for a dropped connection, shown as paused.
    act(() => expect(upload.options.onShouldRetry(dropped, 4)).toBe(true));
    expect(hook.result.current.paused).toBe(true);

    vi.useFakeTimers();
    act(() => upload.options.onError(dropped));
    expect(upload.start).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(upload.start).toHaveBeenCalledTimes(2);
    // Dropped again: this time the wait runs out.
    act(() => upload.options.onError(dropped));
    act(() => void vi.advanceTimersByTime(resumeAfterMs));
    expect(upload.start).toHaveBeenCalledTimes(3);

    act(() => upload.options.onProgress(150, 200));
    expect(hook.result.current).toMatchObject({ phase: 'uploading', percent: 75, paused: false });
    expect(notices()).toEqual([]);
  });

  it("shows the server's refusal under 'Failed to upload video.' and resolves with no video", async () => {
    const hook = renderUpload();
    const { upload, done } = await startUpload(hook);
    const refusal = { originalRequest: {}, originalResponse: response(400, {}, '{"file":["Upload a valid video: MP4, WebM or MOV."]}') };
    expect(upload.options.onShouldRetry(refusal, 0)).toBe(false);
    act(() => upload.options.onError(refusal));
    await expect(done).resolves.toBeNull();
    expect(hook.result.current.phase).toBe('failed');
    const [notice] = opsNotifications.getState().notifications;
    expect(notice?.title).toBe('Failed to upload video.');
  });

  it('cancels: the server is asked to drop the upload and the progress bar goes', async () => {
    const hook = renderUpload();
    const { upload, done } = await startUpload(hook);
    act(() => upload.options.onProgress(10, 100));
    act(() => hook.result.current.cancel());
    expect(upload.abort).toHaveBeenCalledWith(true);
    await expect(done).resolves.toBeNull();
    expect(hook.result.current.phase).toBe('idle');
    // Whatever tus-js-client still reports afterwards changes nothing.
    act(() => upload.options.onProgress(20, 100));
    expect(hook.result.current.phase).toBe('idle');
  });

  it('leaves an unfinished upload resumable when the screen goes away', async () => {
    const hook = renderUpload();
    const { upload, done } = await startUpload(hook);
    hook.unmount();
    expect(upload.abort).toHaveBeenCalledWith(false);
    await expect(done).resolves.toBeNull();
  });
});
