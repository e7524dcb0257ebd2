import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { videoEndpoints, videoUploadsPath } from '@pubdesk/contract';
import type { HttpRequest, HttpResponse } from 'tus-js-client';
import { authStore, isTokenExpired, refreshSession } from '@pubdesk/ui/auth';
import { invalidateAfter } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { notifyDone, notifyFailed, notifyRefused } from '@pubdesk/ui/notify';
import { isConnectionLoss, refusalOf, responseStatus, retryVerdict } from './upload-errors';
import { uploadFingerprint, uploadMetadata, type UploadDetails } from './upload-metadata';
import { percentOf } from './video-format';

export interface VideoUploadInput {
  file: File;
  websiteId: number;
  details?: UploadDetails;
}

export interface VideoUploadState {
  phase: 'idle' | 'uploading' | 'done' | 'failed';
  percent: number;
  /** The connection dropped: the upload waits and goes on where it stopped. */
  paused: boolean;
}

const idle: VideoUploadState = { phase: 'idle', percent: 0, paused: false };

/** tus-js-client's waits before its own retries of a failed request. */
const retryDelays = [0, 1000, 3000, 5000, 10000];
const MiB = 1024 * 1024;
/**
 * The size of one PATCH: about a sixteenth of the file, between 8 and 64 MiB. A proxy's body
 * limit (64 MiB) never sees a whole video, and on a large file a request's fixed cost stays small
 * beside its bytes (8 MiB pieces of 1 GiB halved the throughput, `npm run bench:upload`). A drop
 * loses nothing either way: the server keeps what arrived.
 */
export const chunkSizeFor = (fileSize: number) => Math.min(64 * MiB, Math.max(8 * MiB, Math.ceil(fileSize / 16)));
/** After tus-js-client's retries, how long a dropped upload waits before trying again (or until the browser is back online). */
export const resumeAfterMs = 5000;

/** Every upload request carries the session's access token, refreshed first when it has expired. */
async function authorize(request: HttpRequest): Promise<void> {
  let token = authStore.get().access;
  if (token && isTokenExpired(token)) {
    await refreshSession().catch(() => false);
    token = authStore.get().access;
  }
  if (token) request.setHeader('Authorization', `Bearer ${token}`);
}

/** The id of the video the server made from the upload: the last PATCH answers it in a header. */
function videoIdOf(response: HttpResponse): number | null {
  const id = Number(response.getHeader('Upload-Video-Id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

interface Running {
  /** Stops and asks the server to drop what it received. */
  cancel: () => void;
  /** Stops, leaving the upload to be resumed by choosing the same file again. */
  stop: () => void;
}

/**
 * A video file sent to the library resumably (tus 1.0 at /api/players/uploads/): progress in
 * percent, a lost connection waits and resumes where it stopped (also after a reload: the
 * browser remembers the unfinished upload), and the server's refusal is shown under 'Failed to
 * upload video.'. `start` resolves with the new video's id, or null when the upload failed or was
 * cancelled; either way the notice has been shown. The Content screen's form and the Players
 * screen's upload modal both upload through it.
 */
export function useVideoUpload() {
  const client = useQueryClient();
  const [state, setState] = useState<VideoUploadState>(idle);
  const running = useRef<Running | null>(null);

  useEffect(() => () => running.current?.stop(), []);

  const start = useCallback(
    async ({ file, websiteId, details }: VideoUploadInput): Promise<number | null> => {
      running.current?.stop();
      setState({ phase: 'uploading', percent: 0, paused: false });
      // Loaded with the first upload: screens that never upload do not carry the library.
      const { Upload } = await import('tus-js-client');
      const metadata = uploadMetadata(file, websiteId, details);
      const fingerprint = uploadFingerprint(file, authStore.get().user?.id ?? null, metadata);

      return new Promise<number | null>((resolve) => {
        let videoId: number | null = null;
        let settled = false;
        let stopWaiting: (() => void) | null = null;
        const show = (next: VideoUploadState) => {
          if (!settled) setState(next);
        };
        const finish = (id: number | null) => {
          settled = true;
          stopWaiting?.();
          if (running.current === handle) running.current = null;
          resolve(id);
        };
        // Past tus-js-client's own retries: try again in a while, or as soon as the browser is online.
        const resumeLater = () => {
          const resume = () => {
            stopWaiting?.();
            if (!settled) upload.start();
          };
          const timer = window.setTimeout(resume, resumeAfterMs);
          window.addEventListener('online', resume);
          stopWaiting = () => {
            window.clearTimeout(timer);
            window.removeEventListener('online', resume);
            stopWaiting = null;
          };
        };

        const upload = new Upload(file, {
          endpoint: videoUploadsPath,
          metadata,
          chunkSize: chunkSizeFor(file.size),
          retryDelays,
          fingerprint: () => Promise.resolve(fingerprint),
          storeFingerprintForResuming: true,
          removeFingerprintOnSuccess: true,
          onBeforeRequest: authorize,
          onAfterResponse: async (_request, response) => {
            videoId = videoIdOf(response) ?? videoId;
            if (response.getStatus() === 401) await refreshSession().catch(() => false);
          },
          onShouldRetry: (error, attempt) => {
            const verdict = retryVerdict(responseStatus(error), attempt);
            if (verdict === 'connection') setState((current) => (settled ? current : { ...current, paused: true }));
            return verdict !== 'refused';
          },
          onProgress: (sent, total) => show({ phase: 'uploading', percent: percentOf(sent, total), paused: false }),
          onSuccess: () => {
            show({ phase: 'done', percent: 100, paused: false });
            finish(videoId);
            void invalidateAfter(client, videoEndpoints.create);
            notifyDone(t('videos.uploaded'));
          },
          onError: (error) => {
            if (settled) return;
            if (isConnectionLoss(error)) {
              setState((current) => ({ ...current, paused: true }));
              resumeLater();
              return;
            }
            show({ ...idle, phase: 'failed' });
            finish(null);
            const refusal = refusalOf(error);
            if (refusal) notifyRefused('videos.uploadFailed', refusal);
            else notifyFailed(t('videos.uploadFailed'));
          },
        });

        const handle: Running = {
          cancel: () => {
            finish(null);
            void upload.abort(true).catch(() => undefined);
          },
          stop: () => {
            finish(null);
            void upload.abort(false);
          },
        };
        running.current = handle;

        // Without the browser's storage there is nothing to resume from: start afresh.
        void upload
          .findPreviousUploads()
          .catch(() => [])
          .then((previous) => {
            if (settled) return;
            // The newest unfinished upload of this very file and metadata: go on from its offset.
            const last = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
            if (last) upload.resumeFromPreviousUpload(last);
            upload.start();
          });
      });
    },
    [client],
  );

  const cancel = useCallback(() => {
    running.current?.cancel();
    setState(idle);
  }, []);

  /** Back to no upload (a new file was chosen): the progress bar goes away. */
  const reset = useCallback(() => {
    if (!running.current) setState(idle);
  }, []);

  return { ...state, start, cancel, reset };
}
