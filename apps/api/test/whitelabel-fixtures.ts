import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Whitelabel } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { caller, multipartPatch, type FilePart, type Method } from './helpers.js';

/** Shared set-up of the white-label tests (whitelabel.read and whitelabel.write). */

/**
 * One app for the file and, before each test, an admin who makes the entries: `req` calls as the
 * admin or as the Authorization given, `create` makes an entry (asserted 201), `upload` sends images.
 */
export function eachWhitelabelTest() {
  const { ctx, world } = eachTestIn(async (c) => ({ admin: (await c.authAs('admin')).authorization }));
  const req = (method: Method, url: string, payload?: object, authorization = world.admin) =>
    caller(ctx, authorization)(method, url, payload);
  const create = async (payload: object) => {
    const res = await req('POST', '/api/whitelist/', payload);
    expect(res.statusCode).toBe(201);
    return res.json<Whitelabel>();
  };
  const upload = (id: number, files: FilePart[], authorization = world.admin) =>
    multipartPatch(ctx, `/api/whitelist/${id}/`, authorization, files);
  /** The image files stored for white labels. */
  const uploadedFiles = () => {
    const dir = path.join(ctx.config.uploadDir, 'whitelabel');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  return { ctx, req, create, upload, uploadedFiles };
}
