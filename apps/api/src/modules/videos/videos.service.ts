import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { format, intId, messages, videoDetailsFields, type LibraryVideo, type VideoDetails } from '@pubdesk/contract';
import type { AuthContext } from '../../lib/auth-context.js';
import { missingId, parseFields } from '../../lib/field-checks.js';
import { badRequest, fieldError, notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { uniqueKey } from '../../lib/storage/index.js';
import { readImage, readUploadStream, uploadLimits } from '../../lib/uploads.js';
import { websiteScope } from '../assignments/index.js';
import { listedWebsite } from './listed-website.js';
import { probeVideoJob } from './videos.jobs.js';
import type { VideosDeps } from './videos.ports.js';
import type { VideosRepo } from './videos.repo.js';
import type { VideoRow } from './videos.table.js';
import { contentTypeOf, headOf, notAVideo, sniffVideo, videoFileKey, VideoSniffer, type FileContainer } from './video-files.js';

const MB = 1048576;
const FILE_FIELD = 'file';
const POSTER_FIELD = 'poster';
/** An upload's form and a resumable upload's metadata: the website and the details. */
export const uploadFieldsSchema = z.object({ website_id: intId, ...videoDetailsFields });

export interface VideoListQuery {
  player?: number;
  website?: number;
  search?: string;
  status?: string;
  trash?: 'true' | 'false';
}

/**
 * The library's videos, in the caller's website scope: uploaded (streamed or resumable), or
 * an HLS stream by URL; probed by a job after upload; edited; moved to the trash and back;
 * deleted for good with their files. A change reaches the players that play the video.
 */
export function videosService(
  deps: Pick<VideosDeps, 'videos' | 'players' | 'categories' | 'transaction' | 'websiteForWrite' | 'storage' | 'jobs' | 'config'>,
) {
  const { videos: repo, storage, websiteForWrite } = deps;
  const maxBytes = () => deps.config.VIDEO_MAX_MB * MB;
  /** Removes a stored file whose row could not be written, then fails as the write did. */
  const removing =
    (key: string) =>
    async (error: unknown): Promise<never> => {
      await storage.remove(key).catch(() => undefined);
      throw error;
    };

  const urlOf = (key: string | null) => (key ? storage.url(key) : null);
  const toVideo = (row: VideoRow): LibraryVideo => ({
    id: row.id,
    website_id: row.websiteId,
    name: row.name,
    title: row.title,
    description: row.description,
    tags: row.tags,
    category: row.categoryId,
    channel: row.channel,
    url: row.url,
    preview: row.url,
    poster: urlOf(row.posterKey),
    thumbnail: urlOf(row.thumbnailKey),
    container: row.container as LibraryVideo['container'],
    status: row.status as LibraryVideo['status'],
    size: row.size,
    length: row.length,
    trashed: row.trashedAt !== null,
    trashed_at: row.trashedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  });

  async function found(auth: AuthContext, id: number): Promise<VideoRow> {
    const row = await repo.findVideo(id, websiteScope(auth));
    if (!row) throw notFound();
    return row;
  }
  /** Writes and marks the players that play the video stale, in one transaction. */
  const changeVideo = (id: number, work: (txRepo: VideosRepo) => Promise<VideoRow>) =>
    deps.transaction(async (tx) => {
      const row = await work(tx.videos);
      await tx.players.markPlayersOfVideoStale(id);
      return row;
    });
  /** A category must name one (the column's foreign key would otherwise fail the write). */
  async function checkCategory(category: number | null | undefined): Promise<void> {
    if (typeof category === 'number' && !(await deps.categories.find(category))) throw missingId('category', category);
  }
  const detailsOf = (d: Partial<VideoDetails>) => ({
    ...(d.name !== undefined ? { name: d.name } : {}),
    ...(d.title !== undefined ? { title: d.title } : {}),
    ...(d.description !== undefined ? { description: d.description } : {}),
    ...(d.tags !== undefined ? { tags: d.tags } : {}),
    ...(d.category !== undefined ? { categoryId: d.category } : {}),
    ...(d.channel !== undefined ? { channel: d.channel } : {}),
  });

  /** A stored file becomes a library video; the probe runs once the row is committed. */
  async function addStored(
    auth: AuthContext,
    fields: z.output<typeof uploadFieldsSchema>,
    stored: { key: string; url: string; size: number },
    container: FileContainer,
    resumableId?: string,
  ) {
    // A resumable upload is marked finished with its video's row: a crash between the two answered
    // its client "gone" for a file already in the library, and its retry made the video twice.
    const row = await deps.transaction(async (tx) => {
      const inserted = await tx.videos.insertVideo({
        websiteId: fields.website_id,
        ...detailsOf(fields),
        name: fields.name,
        container,
        url: stored.url,
        fileKey: stored.key,
        size: stored.size,
        status: 'inprogress',
        createdBy: auth.user.id,
      });
      if (resumableId !== undefined) await tx.videos.finishUpload(resumableId, inserted.id);
      return inserted;
    });
    // The video is committed: a probe not sent now is sent by the sweeper (players.resume-probes),
    // not answered as a failure of an upload that is done (its client would upload it again).
    await deps.jobs.send(probeVideoJob, { videoId: row.id }).catch(() => undefined);
    return row;
  }

  return {
    toVideo,
    found,
    checkCategory,
    async list(auth: AuthContext, q: VideoListQuery, window: PageWindow) {
      const website = await listedWebsite(deps.players, auth, q);
      if (website === null) return { count: 0, results: [] };
      const page = await repo.listVideos(
        { scope: websiteScope(auth), website, search: q.search, status: q.status, trash: q.trash === 'true' },
        window,
      );
      return { count: page.count, results: page.results.map(toVideo) };
    },
    async status(auth: AuthContext, website?: number) {
      const rows = await repo.videoStatusCounts(websiteScope(auth), website);
      const sum = (pick: (r: (typeof rows)[number]) => boolean) => rows.filter(pick).reduce((n, r) => n + r.n, 0);
      return {
        total: sum((r) => !r.trashed),
        uploaded: sum((r) => !r.trashed && r.status === 'uploaded'),
        inprogress: sum((r) => !r.trashed && r.status === 'inprogress'),
        trash: sum((r) => r.trashed),
      };
    },
    get: async (auth: AuthContext, id: number) => toVideo(await found(auth, id)),

    /** POST videos/ with JSON: an HLS stream by URL (nothing stored, nothing to probe). */
    async createLink(auth: AuthContext, body: z.output<typeof uploadFieldsSchema> & { url: string }): Promise<LibraryVideo> {
      await websiteForWrite(auth, body.website_id);
      await checkCategory(body.category);
      const row = await repo.insertVideo({
        websiteId: body.website_id,
        ...detailsOf(body),
        name: body.name,
        container: 'hls',
        url: body.url,
        status: 'uploaded',
        createdBy: auth.user.id,
      });
      return toVideo(row);
    },

    /**
     * POST videos/ as multipart: the fields first, then `file`, streamed through the sniffer
     * and the size limit into storage. A refused file leaves nothing stored and no row.
     */
    async upload(auth: AuthContext, request: FastifyRequest): Promise<LibraryVideo> {
      const upload = await readUploadStream(request, { field: FILE_FIELD, maxBytes: maxBytes() });
      try {
        const fields = parseFields(uploadFieldsSchema, { ...upload.fields, name: upload.fields.name || upload.filename || undefined });
        await websiteForWrite(auth, fields.website_id);
        await checkCategory(fields.category);
        // While the checks above waited on the database, the file may already have been
        // refused (too large, empty): its stream is then over, and piping it would never end.
        if (upload.stream.errored) throw upload.stream.errored;
        const sniffer = new VideoSniffer(FILE_FIELD);
        pipeline(upload.stream, sniffer).catch((error: unknown) => sniffer.destroy(error as Error));
        const container = await sniffer.decided;
        const stored = await storage.put(videoFileKey(fields.website_id, container), sniffer, {
          contentType: contentTypeOf(container),
          maxBytes: maxBytes(),
        });
        // A file no row names is removed: the video's row was not written.
        return toVideo(await addStored(auth, fields, stored, container).catch(removing(stored.key)));
      } catch (error) {
        upload.stream.destroy();
        throw error;
      }
    },

    /**
     * The last byte of a resumable upload arrived: the file (on the local disk) is sniffed and
     * moved into storage, and becomes a video. A file that is not a video is removed and refused.
     */
    /** A finished resumable upload (`uploadId`) becomes a library video, the upload marked finished with it. */
    async fromResumable(auth: AuthContext, fields: z.output<typeof uploadFieldsSchema>, file: string, uploadId: string): Promise<VideoRow> {
      const container = sniffVideo(await headOf(file));
      if (!container) throw notAVideo();
      const stored = await storage.putFile(videoFileKey(fields.website_id, container), file, {
        contentType: contentTypeOf(container),
        maxBytes: maxBytes(),
      });
      return addStored(auth, fields, stored, container, uploadId).catch(removing(stored.key));
    },

    async update(auth: AuthContext, id: number, patch: Partial<VideoDetails>): Promise<LibraryVideo> {
      const row = await found(auth, id);
      await checkCategory(patch.category);
      const values = detailsOf(patch);
      if (Object.keys(values).length === 0) return toVideo(row);
      return toVideo(await changeVideo(id, (txRepo) => txRepo.updateVideo(id, values)));
    },

    /** PATCH videos/{id}/ as multipart: the `poster` image replaces the video's poster. */
    async uploadPoster(auth: AuthContext, id: number, request: FastifyRequest): Promise<LibraryVideo> {
      const row = await found(auth, id);
      const imageMax = deps.config.UPLOAD_MAX_MB * MB;
      let image: Awaited<ReturnType<typeof readImage>> | null = null;
      for await (const part of request.parts(uploadLimits(imageMax, 1))) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== POSTER_FIELD) {
          await part.toBuffer();
          throw fieldError(part.fieldname, format(messages.api.unknownField, { field: part.fieldname }));
        }
        image = await readImage(part, ['png', 'jpeg', 'gif', 'webp'], imageMax);
      }
      if (!image) throw badRequest({ [POSTER_FIELD]: [messages.api.noFile] });
      const stored = await storage.put(uniqueKey(`videos/${row.websiteId}`, image.ext), image.data, { contentType: image.contentType });
      const updated = await changeVideo(id, (txRepo) => txRepo.updateVideo(id, { posterKey: stored.key }));
      // The previous poster, unless it was the probe's frame (kept beside the file for a rerun).
      if (row.posterKey && !row.posterKey.endsWith('-poster.jpg')) await storage.remove(row.posterKey);
      return toVideo(updated);
    },

    async trash(auth: AuthContext, id: number): Promise<LibraryVideo> {
      const row = await found(auth, id);
      if (row.trashedAt) return toVideo(row);
      return toVideo(await changeVideo(id, (txRepo) => txRepo.updateVideo(id, { trashedAt: new Date() })));
    },
    async restore(auth: AuthContext, id: number): Promise<LibraryVideo> {
      const row = await found(auth, id);
      if (!row.trashedAt) return toVideo(row);
      return toVideo(await changeVideo(id, (txRepo) => txRepo.updateVideo(id, { trashedAt: null })));
    },
    /** Deletes a trashed video for good: the row (it leaves its playlists), then its files. */
    async remove(auth: AuthContext, id: number): Promise<void> {
      const row = await found(auth, id);
      if (!row.trashedAt) throw badRequest({ non_field_errors: [messages.videos.notInTrash] });
      await deps.transaction(async (tx) => {
        await tx.players.markPlayersOfVideoStale(id);
        await tx.players.clearContentRef('video', id);
        await tx.videos.deleteVideo(id);
      });
      await Promise.all(
        [row.fileKey, row.posterKey, row.thumbnailKey].filter((k): k is string => k !== null).map((k) => storage.remove(k)),
      );
    },
  };
}
export type VideosService = ReturnType<typeof videosService>;
