import { z } from 'zod';
import { detailSchema } from './common.js';

/**
 * The refusals of the API, in DRF's shapes: a 400 maps fields to messages (`fieldErrorsSchema`,
 * `non_field_errors` for the input as a whole) or, for a body that is not JSON, says so in
 * `{detail}`; every other refusal is `{detail}`, some with a `code` a client can act on
 * (`token_not_valid`, `account_disabled`, `session_required`, `impersonated_session`).
 */
export const errorBodySchema = detailSchema
  .extend({
    code: z.string().optional().meta({ description: 'Set for refusals a client acts on: token_not_valid, account_disabled, ...' }),
  })
  .meta({ description: 'A refusal: what went wrong, in words, and for some a machine-readable code.' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The refusals an endpoint may declare (the API derives most of them: see `EndpointErrors`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/**
 * The refusals of one endpoint beyond those the API derives from its declaration, or a more
 * precise account of a derived one: status to when it is answered (one line, shown in the
 * OpenAPI document). Derived: 400 (input refused) for every endpoint; 401 and 403 (signed out,
 * disabled, lacking the permission or a session of one's own) unless it is public; 404 when its
 * path has a parameter; 413 and 415 when it takes a body.
 */
export type EndpointErrors = Partial<Record<ErrorStatus, string>>;
