import { existsSync } from 'node:fs';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { defineJob, jobKind, type AnyJobDefinition } from '../../lib/jobs/index.js';
import type { JobDeps } from '../../lib/feature.js';
import { backoffRetries, steadyRetries } from '../../lib/job-retries.js';
import { stalledWork, sweeperJob } from '../../lib/jobs/sweeper.js';
import { createStorage } from '../../lib/storage/index.js';
import type { VideosPorts } from './videos.ports.js';
import { videosRepo } from './videos.repo.js';
import { resumableStore } from './resumable-store.js';
import { posterKeysOf, RESUMABLE_EXPIRY_MS } from './video-files.js';
import { probeVideo } from './video-probe.js';

/** Probes an uploaded video (length, poster, thumbnail) and marks it uploaded. */
export const probeVideoJob = jobKind('players.probe-video', z.object({ videoId: z.number().int().positive() }));

/** Removes resumable uploads left unfinished for a day (their bytes and records). */
export const expireUploadsJob = jobKind('players.expire-uploads', z.object({}));

/**
 * The probe: runs once per upload (a singleton per video). Idempotent: a video already probed,
 * deleted, or without a stored file is left alone, and frames are written under the video's own
 * keys, so a rerun after a crash writes the same objects again. A poster the user uploaded is kept.
 */
export function videosJobs(deps: JobDeps, ports: Pick<VideosPorts, 'players'>): AnyJobDefinition[] {
  const storage = createStorage(deps.config);
  const repo = videosRepo(deps.db);
  const probe = defineJob(probeVideoJob, {
    ...backoffRetries({ retries: 2, delaySeconds: 10, runMinutes: 10 }),
    singletonKey: ({ videoId }) => `video-${videoId}`,
    async handler({ videoId }) {
      const video = await repo.findVideo(videoId);
      if (!video || video.status !== 'inprogress') return;
      if (!video.fileKey) {
        await repo.updateVideo(videoId, { status: 'uploaded' });
        return;
      }
      const result = await probeVideo(storage, video.fileKey);
      if (!result) deps.log.warn({ videoId }, 'ffprobe is not installed: the video has no length or poster (see the README)');
      const keys = posterKeysOf(video.fileKey);
      const poster =
        result?.poster && !video.posterKey ? await storage.put(keys.poster, result.poster, { contentType: 'image/jpeg' }) : null;
      const thumbnail = result?.thumbnail ? await storage.put(keys.thumbnail, result.thumbnail, { contentType: 'image/jpeg' }) : null;
      const kept = await deps.db.transaction(async (txDb) => {
        const tx = txDb as unknown as Db;
        const found = await videosRepo(tx).finishProbe(videoId, {
          length: result?.length ?? null,
          posterKey: poster?.key ?? null,
          thumbnailKey: thumbnail?.key ?? null,
        });
        await ports.players(tx).markPlayersOfVideoStale(videoId);
        return found;
      });
      // Deleted while it was probed: its frames go too.
      if (!kept) await Promise.all([poster, thumbnail].flatMap((stored) => (stored ? [storage.remove(stored.key)] : [])));
    },
  });
  const expire = defineJob(expireUploadsJob, {
    ...steadyRetries({ retries: 1, delaySeconds: 60, runMinutes: 10 }),
    schedule: { cron: '17 3 * * *', payload: {} },
    async handler() {
      if (!existsSync(deps.config.resumableDir)) return;
      const store = resumableStore(deps.config.resumableDir);
      const removed = await store.deleteExpired();
      await repo.removeUploadsBefore(new Date(Date.now() - RESUMABLE_EXPIRY_MS));
      deps.log.info({ removed }, 'expired resumable uploads removed');
    },
  });
  // A video left `inprogress` whose probe was never sent (the process died after its row's commit):
  // the probe is a singleton per video and reads the row first, so a probe only slow is not doubled.
  const resume = sweeperJob('players.resume-probes', deps, [
    stalledWork(probeVideoJob, async (before) => (await repo.stalledProbes(before)).map((videoId) => ({ videoId }))),
  ]);
  return [probe, expire, resume];
}
