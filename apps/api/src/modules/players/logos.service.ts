import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { FastifyRequest } from 'fastify';
import { format, messages, type LogoAssets, type PlayerStyle } from '@pubdesk/contract';
import type { Deps } from '../../app-types.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { missingId } from '../../lib/field-checks.js';
import { badRequest, fieldError } from '../../lib/http-errors.js';
import { imageContentTypes, readImage, sniffImage, uploadLimits, type ImageType } from '../../lib/uploads.js';
import { websiteScope } from '../assignments/index.js';
import { whitelabelService } from '../whitelabel/index.js';
import { partsService } from './parts.service.js';
import { playersRepo } from './players.repo.js';

const LOGO_FIELD = 'logo_url';
/**
 * Player logos: uploaded to a style (stored under a key made from the image's bytes, so the
 * same file is stored once and a key never changes what it points at), and picked again from
 * the logos the caller already has: the white labels' and their players'.
 */
export function logosService(deps: Pick<Deps, 'db' | 'storage' | 'config'>) {
  const styles = partsService<PlayerStyle>(deps.db, 'style');
  const players = playersRepo(deps.db);

  async function assets(auth: AuthContext): Promise<LogoAssets> {
    const [whitelabel, player_assets] = await Promise.all([whitelabelService(deps).logos(auth), players.logoAssets(websiteScope(auth))]);
    return { whitelabel, player_assets };
  }

  /**
   * The player's own copy of a picked logo: a white label's image is the white label's to replace
   * or delete (which removes its file), so the player keeps the bytes under player_assets/, where
   * a logo is kept by its content and never removed while a style names it.
   */
  async function ownCopy(asset: { key: string; url: string }): Promise<{ logo_url: string; logo_key: string }> {
    if (asset.key.startsWith('player_assets/')) return { logo_url: asset.url, logo_key: asset.key };
    const body = await deps.storage.get(asset.key);
    if (!body) throw fieldError('key', format(messages.api.invalidChoice, { value: asset.key }));
    const data = await buffer(body);
    // Stored as its bytes show it, as an upload is (its name is not trusted).
    const type = sniffImage(data);
    if (!type) throw fieldError('key', format(messages.api.invalidChoice, { value: asset.key }));
    return storeAsset(data, type);
  }

  /** A player's logo stored under a key made from its bytes: the same file once, and a key never changes what it points at. */
  async function storeAsset(data: Buffer, type: ImageType): Promise<{ logo_url: string; logo_key: string }> {
    const key = `player_assets/${createHash('sha256').update(data).digest('hex')}.${type}`;
    const stored = await deps.storage.put(key, data, { contentType: imageContentTypes[type] });
    return { logo_url: stored.url, logo_key: key };
  }

  return {
    assets,
    /** PATCH styles/{id}/ as multipart: the `logo_url` image becomes the style's logo. */
    async upload(auth: AuthContext, styleId: number, request: FastifyRequest): Promise<PlayerStyle> {
      const { part } = await styles.found(auth, styleId);
      const maxBytes = deps.config.UPLOAD_MAX_MB * 1048576;
      let image: Awaited<ReturnType<typeof readImage>> | null = null;
      for await (const field of request.parts(uploadLimits(maxBytes, 1))) {
        if (field.type !== 'file') continue;
        if (field.fieldname !== LOGO_FIELD) {
          await field.toBuffer();
          throw fieldError(field.fieldname, format(messages.api.unknownField, { field: field.fieldname }));
        }
        image = await readImage(field, ['png', 'jpeg', 'gif', 'webp', 'svg'], maxBytes);
      }
      if (!image) throw badRequest({ [LOGO_FIELD]: [messages.api.noFile] });
      return styles.setStored(part, await storeAsset(image.data, image.ext));
    },
    /** POST logo-content/: one of the caller's stored logos becomes the player's (a white label's as a copy of its own). */
    async pick(auth: AuthContext, body: { key: string; player_id: number }): Promise<PlayerStyle> {
      const player = await players.find(body.player_id, websiteScope(auth));
      if (!player) throw missingId('player_id', body.player_id);
      // The one logo asked for, among the white labels' and the players' the caller has.
      const [whitelabel, [own]] = await Promise.all([
        whitelabelService(deps).logos(auth),
        players.logoAssets(websiteScope(auth), body.key),
      ]);
      const asset = whitelabel.find((a) => a.key === body.key) ?? own;
      if (!asset) throw fieldError('key', format(messages.api.invalidChoice, { value: body.key }));
      const style = await players.partOfPlayer('style', body.player_id);
      if (!style) throw missingId('player_id', body.player_id);
      return styles.setStored(style, await ownCopy(asset));
    },
  };
}
