import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ERRORS, EVENTS, Server, TUS_RESUMABLE, type Upload } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  format,
  messages,
  resumableUploadOperations,
  videoUploadsPath,
  type FieldErrors,
  type ResumableUploadOperation,
} from '@pubdesk/contract';
import { access, allow } from '../../lib/access-rule.js';
import { parseFields } from '../../lib/field-checks.js';
import type { App } from '../../lib/fastify-app.js';
import { badRequest, fieldError, HttpError, notAuthenticated, notFound } from '../../lib/http-errors.js';
import type { VideosDeps } from './videos.ports.js';
import { resumableStore } from './resumable-store.js';
import { badTextFields } from '../../plugins/input-guard.js';
import { uploadFieldsSchema, type VideosService } from './videos.service.js';

const MB = 1048576;
const m = messages.videos;
const collectionUrl = videoUploadsPath;
const itemUrl = `${videoUploadsPath}:id`;
/** The methods each URL serves (the operations in the contract); any other answers 405. */
const otherMethods = {
  [collectionUrl]: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
  [itemUrl]: ['GET', 'POST', 'PUT', 'OPTIONS'],
} as const;

/** What tus throws: one of its ERRORS, a status and a line of text. */
interface TusError {
  status_code: number;
  body: string;
}
const isTusError = (error: unknown): error is TusError =>
  typeof error === 'object' && error !== null && typeof (error as TusError).status_code === 'number';

/** The media type of tus's bytes (PATCH, and a POST that carries the first ones). */
const octetStream = 'application/offset+octet-stream';
/** Whether the request carries a body, as Fastify tells (a length above 0, or chunks). */
const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

const unsupportedMediaType = (request: FastifyRequest) =>
  new HttpError(415, { detail: format(messages.api.unsupportedMediaType, { type: request.headers['content-type'] ?? '' }) });

/** The messages of the headers tus checks itself (it refuses them as `Invalid <name> ...`). */
const headerMessages: Record<string, string> = {
  'upload-offset': m.tusBytes,
  'upload-length': m.tusBytes,
  'upload-defer-length': m.tusDeferLength,
  'upload-metadata': m.tusMetadata,
};

/**
 * tus's refusals before any handler runs (it writes them as text: `Invalid upload-length
 * upload-offset`), as field errors by header; a PATCH whose Content-Type is not tus's is a 415.
 */
function headerRefusal(text: string, request: FastifyRequest): HttpError | null {
  const names = /^Invalid ([\w-]+(?: [\w-]+)*)\s*$/.exec(text)?.[1]?.split(' ');
  if (!names) return null;
  if (names.includes('content-type')) return unsupportedMediaType(request);
  const errors: FieldErrors = {};
  for (const name of names) errors[name] = [headerMessages[name] ?? m.tusHeader];
  return badRequest(errors);
}

/**
 * The request tus reads (tus 2 speaks fetch's Request and Response): the Node request's method,
 * path and headers, and for POST and PATCH its body, read by tus only. `runtime.node`
 * is where tus finds the Node request, as its own adapter (srvx) sets it: an error on it (the
 * client went away) aborts the upload's write at once.
 */
function tusRequestOf(request: FastifyRequest, reply: FastifyReply): Request {
  const headers = new Headers();
  try {
    for (const [name, value] of Object.entries(request.raw.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
    }
  } catch {
    throw new HttpError(400, { detail: messages.api.malformedRequest });
  }
  const withBody = request.method === 'POST' || request.method === 'PATCH';
  // The upload id is the path's last segment; the query string means nothing to tus.
  const call = new Request(new URL(request.url.split('?')[0]!, 'http://localhost'), {
    method: request.method,
    headers,
    ...(withBody ? { body: Readable.toWeb(request.raw) as ReadableStream<Uint8Array>, duplex: 'half' as const } : {}),
  });
  return Object.assign(call, { runtime: { name: 'node', node: { req: request.raw, res: reply.raw } } });
}

/** tus's answer headers but those of its body: Fastify sets them for the body it sends. */
const protocolHeaders = (answer: Response): Record<string, string> =>
  Object.fromEntries([...answer.headers.entries()].filter(([name]) => name !== 'content-length' && name !== 'content-type'));

/** A request in tus's hands: its caller, and what tus threw when it refuses it. */
interface Call {
  request: FastifyRequest;
  failure?: unknown;
}

/**
 * Resumable uploads (tus 1.0 core, creation, creation-with-upload, creation-defer-length,
 * termination and expiration) at /api/players/uploads/, through @tus/server on a folder of the
 * local disk. The route's guard has already checked the caller (players.add_video); the hooks
 * bind each upload to the user who created it (nobody else may continue, read or end it) and to
 * a website in their scope; when the last byte arrives the file is sniffed, moved into storage and
 * becomes a library video, whose id is answered in `Upload-Video-Id`. GET (downloading a partial
 * upload) is not served, nor concatenation (`Upload-Concat`: 400).
 *
 * tus answers with a web Response, which is sent through Fastify like any route's answer: the
 * security headers and the rest of onSend apply, and every refusal, tus's own included, goes
 * through the error handler as JSON in DRF's shape, with tus's headers (Tus-Resumable) kept. The
 * operations, their headers and answers are declared in the contract for the OpenAPI document.
 */
export async function resumableUploadRoutes(
  app: App,
  deps: Pick<VideosDeps, 'videos' | 'websiteForWrite' | 'config'>,
  videos: VideosService,
): Promise<void> {
  const { videos: repo, websiteForWrite, config } = deps;
  const directory = config.resumableDir;
  const calls = new WeakMap<object, Call>();
  const callerOf = (req: object) => {
    const auth = calls.get(req)?.request.auth;
    if (!auth) throw notAuthenticated();
    return auth;
  };
  const metadataOf = (upload: Upload) => {
    const metadata = upload.metadata ?? {};
    const given = Object.fromEntries(Object.entries(metadata).filter(([, v]) => v !== null && v !== '')) as Record<string, string>;
    // Decoded metadata passed no input check: the request-wide one's rules (NUL, lone surrogates) apply here too.
    const problems = badTextFields(given);
    if (Object.keys(problems).length) throw badRequest(problems);
    if (!given.name && given.filename) given.name = given.filename;
    return parseFields(uploadFieldsSchema, given);
  };
  const removeFiles = (id: string) =>
    Promise.all([rm(path.join(directory, id), { force: true }), rm(path.join(directory, `${id}.json`), { force: true })]);

  /** tus's errors in the catalogue's words; statuses as the tus protocol says (415 for a PATCH's Content-Type). */
  const tusRefusals = new Map<object, (request: FastifyRequest) => HttpError>([
    [ERRORS.FILE_NOT_FOUND, () => notFound()],
    [ERRORS.FILE_NO_LONGER_EXISTS, () => new HttpError(410, { detail: m.tusExpired })],
    [ERRORS.INVALID_OFFSET, () => new HttpError(409, { detail: m.tusOffsetConflict })],
    [ERRORS.MISSING_OFFSET, () => fieldError('upload-offset', messages.common.required)],
    [ERRORS.INVALID_CONTENT_TYPE, unsupportedMediaType],
    [ERRORS.INVALID_LENGTH, () => fieldError('upload-length', m.tusLength)],
    [ERRORS.INVALID_METADATA, () => fieldError('upload-metadata', m.tusMetadata)],
    [ERRORS.ERR_SIZE_EXCEEDED, () => new HttpError(413, { detail: m.tusPastLength })],
    [ERRORS.ERR_MAX_SIZE_EXCEEDED, () => new HttpError(413, { detail: format(messages.api.fileTooLarge, { max: config.VIDEO_MAX_MB }) })],
    [ERRORS.ABORTED, () => new HttpError(400, { detail: m.tusInterrupted })],
    [ERRORS.UNSUPPORTED_CONCATENATION_EXTENSION, () => new HttpError(400, { detail: m.tusConcatenation })],
  ]);
  /** What to throw for a refusal of tus: an HttpError, or an Error the error handler logs and answers 500. */
  const refusalOf = async (answer: Response, failure: unknown, request: FastifyRequest): Promise<Error> => {
    let refusal: Error;
    if (failure === undefined) {
      // Written by tus before any handler: the headers it checks itself.
      const text = await answer.text();
      refusal =
        headerRefusal(text, request) ??
        (answer.status < 500
          ? new HttpError(answer.status, { detail: text.trim() || messages.api.malformedRequest })
          : new Error(`tus: ${text}`));
    } else if (failure instanceof Error) {
      refusal = failure;
    } else if (isTusError(failure)) {
      refusal =
        tusRefusals.get(failure)?.(request) ??
        (failure.status_code < 500
          ? new HttpError(failure.status_code, { detail: failure.body.trim() })
          : new Error(`tus: ${failure.body}`));
    } else {
      refusal = new Error(`tus: ${String(failure)}`);
    }
    return refusal instanceof HttpError
      ? new HttpError(refusal.statusCode, refusal.body, { ...protocolHeaders(answer), ...refusal.headers })
      : refusal;
  };

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
        if (!upload || upload.userId !== auth.user.id) throw notFound();
      },
      async onUploadCreate(req, upload) {
        const auth = callerOf(req);
        const fields = metadataOf(upload);
        await websiteForWrite(auth, fields.website_id);
        await repo.insertUpload({ id: upload.id, userId: auth.user.id, websiteId: fields.website_id });
        return {};
      },
      async onUploadFinish(req, upload) {
        const auth = callerOf(req);
        const record = await repo.findUpload(upload.id);
        // A finish seen twice (a retried last PATCH) answers the same video.
        if (record?.videoId) return { headers: { 'Upload-Video-Id': record.videoId } };
        try {
          const video = await videos.fromResumable(auth, metadataOf(upload), path.join(directory, upload.id), upload.id);
          await rm(path.join(directory, `${upload.id}.json`), { force: true });
          return { headers: { 'Upload-Video-Id': video.id } };
        } catch (error) {
          await removeFiles(upload.id);
          await repo.removeUpload(upload.id);
          throw error;
        }
      },
      // tus would answer its own text (or, for an HttpError, fail on its body): the refusal is
      // kept for the route, which answers it in DRF's shape.
      onResponseError(req, error) {
        const call = calls.get(req);
        if (call) call.failure = error;
        const status = error instanceof HttpError ? error.statusCode : isTusError(error) ? error.status_code : 500;
        return { status_code: status, body: '' };
      },
    });
  /** Made on the first upload, its folder first (resumable-store.ts). */
  let tus: Promise<Server> | null = null;
  const server = () =>
    (tus ??= mkdir(directory, { recursive: true, mode: 0o700 }).then(() => {
      const created = createServer();
      created.on(EVENTS.POST_TERMINATE, (_req, _res, id) => void repo.removeUpload(id));
      return created;
    }));

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const tusServer = await server();
    const call = tusRequestOf(request, reply);
    const state: Call = { request };
    calls.set(call, state);
    const answer = await tusServer.handleWeb(call);
    if (answer.status >= 400) throw await refusalOf(answer, state.failure, request);
    const body = await answer.text();
    return reply
      .status(answer.status)
      .headers(protocolHeaders(answer))
      .send(body || undefined);
  };
  const rule = allow(access.can('players.add_video'));
  const routeOf = (operation: ResumableUploadOperation) => ({
    method: operation.method,
    url: operation.item ? itemUrl : collectionUrl,
    // Not audited (as before): a PATCH per chunk, and the upload's id is no row id.
    // @fastify/swagger leaves HEAD routes out unless told: this one is an operation of the protocol.
    config: { ...rule, audit: false, ...(operation.method === 'HEAD' ? { swagger: { exposeHeadRoute: true } } : {}) },
    schema: {
      tags: [...operation.tags],
      operationId: operation.operationId,
      summary: operation.summary,
      description: operation.description,
      ...(operation.headers ? { headers: operation.headers } : {}),
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.body ? { body: operation.body.schema, consumes: [operation.body.type] } : {}),
      response: operation.responses,
    },
    // The schemas document the protocol; tus checks it, and its refusals are mapped above.
    validatorCompiler: () => (value: unknown) => ({ value }),
    serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    handler,
  });

  await app.register(async (scope) => {
    // tus reads the bytes itself: no body is parsed here (the checks below refuse the wrong ones).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // The protocol's preconditions, after the guard and the input guard (a NUL in the query is a
    // 400 here too): the version (tus would answer 412 in text, or 400 for another version);
    // concatenation, not supported; a body that is not tus's (tus would ignore it on a POST).
    scope.addHook('preValidation', async (request) => {
      if (request.method === 'OPTIONS') return;
      if (request.headers['tus-resumable'] !== TUS_RESUMABLE) {
        throw new HttpError(412, { detail: m.tusVersion }, { 'tus-version': TUS_RESUMABLE });
      }
      if (request.headers['upload-concat'] !== undefined) throw new HttpError(400, { detail: m.tusConcatenation });
      if (hasBody(request) && request.headers['content-type'] !== octetStream) throw unsupportedMediaType(request);
    });
    // Every answer of the endpoint, refusals of the guard and the error handler included.
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('tus-resumable', TUS_RESUMABLE);
      return payload;
    });
    for (const operation of Object.values(resumableUploadOperations)) scope.route(routeOf(operation));
  });
  for (const [url, methods] of Object.entries(otherMethods)) {
    const allowed = Object.values(resumableUploadOperations)
      .filter((operation) => (operation.item ? itemUrl : collectionUrl) === url)
      .map((operation) => operation.method)
      .join(', ');
    app.route({
      method: [...methods],
      url,
      config: rule,
      exposeHeadRoute: false,
      schema: { hide: true },
      // Before any body is read, after the guard (DRF checks the caller first too).
      onRequest: async (request) => {
        throw new HttpError(405, { detail: format(messages.api.methodNotAllowed, { method: request.method }) }, { allow: allowed });
      },
      handler: async () => undefined,
    });
  }
}
