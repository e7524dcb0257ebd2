import { expect } from 'vitest';
import { format, messages } from '@pubdesk/contract';

/** Answers many endpoints give alike, written once for the tests that expect them. */

export const notFound = { detail: messages.api.notFound };
export const forbidden = { detail: messages.api.forbidden };
export const notAuthenticated = { detail: messages.api.notAuthenticated };
/** A field error naming an id that matches no row. */
export const invalidPk = (id: number) => [format(messages.api.invalidPk, { id })];
/** A timestamp as the API writes it: ISO 8601 in UTC, with milliseconds. */
export const isoTime = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
