import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Server, type Upload } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages, videoUploadsPath } from '@pubdesk/contract';
import { access, allow } from '../../../lib/access-rule.js';
import type { AuthContext } from '../../../lib/auth-context.js';
import { parseFields } from '../../../lib/field-checks.js';
import type { App } from '../../../lib/fastify-app.js';
import { badRequest, HttpError } from '../../../lib/http-errors.js';
import { websiteForWrite } from '../../assignments/index.js';
import { libraryRepo } from './library.repo.js';
import { resumableStore } from './resumable-store.js';
import { uploadFieldsSchema, type VideosService } from './videos.service.js';

const MB = 1048576;

/** What tus hooks throw to answer with a status and a body (JSON field errors, like every route). */
const tusError = (status: number, body: unknown) => ({ status_code: status, body: JSON.stringify(body) });
const asTusError = (error: unknown) => (error instanceof HttpError ? tusError(error.statusCode, error.body) : error);

/**
 * Resumable uploads (tus 1.0 creation, core and termination) at /api/players/uploads/, through
 * @tus/server on a folder of the local disk. The route's guard has already checked the caller
 * (players.add_video); the hooks bind each upload to the user who created it (nobody else may
 * continue, read or end it) and to a website in their scope; when the last byte arrives the file
 * is sniffed, moved into storage and becomes a library video, whose id is answered in
 * `Upload-Video-Id`. GET (downloading a partial upload) is not served.
 */
export async function resumableUploadRoutes(app: App, videos: VideosService): Promise<void> {
  const { db, config } = app.deps;
  const repo = libraryRepo(db);
  const directory = config.resumableDir;
  /** The caller of each request in flight, for the hooks (which see the web request tus made of it). */
  const callers = new WeakMap<object, AuthContext>();
  const callerOf = (req: { runtime?: { node?: { req?: object } } }): AuthContext => {
    const auth = req.runtime?.node?.req && callers.get(req.runtime.node.req);
    if (!auth) throw tusError(401, { detail: messages.api.notAuthenticated });
    return auth;
  };
  const metadataOf = (upload: Upload) => {
    const m = upload.metadata ?? {};
    const given = Object.fromEntries(Object.entries(m).filter(([, v]) => v !== null && v !== '')) as Record<string, string>;
    // Decoded metadata passed no input check: PostgreSQL's text cannot hold a NUL.
    const withNul = Object.keys(given).filter((key) => given[key]!.includes('\u0000'));
    if (withNul.length) throw badRequest(Object.fromEntries(withNul.map((key) => [key, [messages.api.nullCharacters]])));
    if (!given.name && given.filename) given.name = given.filename;
    return parseFields(uploadFieldsSchema, given);
  };
  const removeFiles = (id: string) =>
    Promise.all([rm(path.join(directory, id), { force: true }), rm(path.join(directory, `${id}.json`), { force: true })]);

  const createServer = () =>
    new Server({
      path: videoUploadsPath.replace(/\/$/, ''),
      datastore: resumableStore(directory),
      maxSize: config.VIDEO_MAX_MB * MB,
      relativeLocation: true,
      exposedHeaders: ['Upload-Video-Id'],
      allowedOrigins: [],
      async onIncomingRequest(req, id) {
        const auth = callerOf(req);
        if (req.method === 'POST') return;
        const upload = await repo.findUpload(id);
        if (!upload || upload.userId !== auth.user.id) throw tusError(404, { detail: messages.api.notFound });
      },
      async onUploadCreate(req, upload) {
        const auth = callerOf(req);
        try {
          const fields = metadataOf(upload);
          await websiteForWrite(db, auth, fields.website_id);
          await repo.insertUpload({ id: upload.id, userId: auth.user.id, websiteId: fields.website_id });
          return {};
        } catch (error) {
          throw asTusError(error);
        }
      },
      async onUploadFinish(req, upload) {
        const auth = callerOf(req);
        const record = await repo.findUpload(upload.id);
        // A finish seen twice (a retried last PATCH) answers the same video.
        if (record?.videoId) return { headers: { 'Upload-Video-Id': record.videoId } };
        try {
          const video = await videos.fromResumable(auth, metadataOf(upload), path.join(directory, upload.id));
          await repo.finishUpload(upload.id, video.id);
          await rm(path.join(directory, `${upload.id}.json`), { force: true });
          return { headers: { 'Upload-Video-Id': video.id } };
        } catch (error) {
          await removeFiles(upload.id);
          await repo.removeUpload(upload.id);
          throw asTusError(error);
        }
      },
    });
  /** Made on the first upload, its folder first (resumable-store.ts). */
  let tus: Promise<Server> | null = null;
  const server = () =>
    (tus ??= mkdir(directory, { recursive: true, mode: 0o700 }).then(() => {
      const created = createServer();
      created.on('POST_TERMINATE', (_req, _res, id) => void repo.removeUpload(id));
      return created;
    }));

  await app.register(async (scope) => {
    // tus bodies are raw bytes: tus reads the request itself, so Fastify must not parse them.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.auth) callers.set(request.raw, request.auth);
      const tusServer = await server();
      reply.hijack();
      await tusServer.handle(request.raw, reply.raw);
    };
    const rule = { config: allow(access.can('players.add_video')), schema: { hide: true } };
    for (const url of ['/api/players/uploads/', '/api/players/uploads/:id']) {
      scope.route({ method: ['POST', 'HEAD', 'PATCH', 'DELETE'], url, ...rule, handler });
    }
  });
}
