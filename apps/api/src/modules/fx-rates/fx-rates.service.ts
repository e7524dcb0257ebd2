import type { FastifyRequest } from 'fastify';
import {
  format,
  fxRateOrderFields,
  fxRateUploadMaxBytes,
  messages,
  type BodyOf,
  type fxRateEndpoints,
  type FxRateUploadResult,
  type QueryOf,
} from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { fieldError, isUniqueViolation, notFound } from '../../lib/http-errors.js';
import { parseOrdering, type PageWindow } from '../../lib/pagination.js';
import { hasValues } from '../../lib/updates.js';
import { fileTooLarge, uploadLimits } from '../../lib/uploads.js';
import { parseFxRateCsv } from './fx-rates.csv.js';
import { fxRatesRepo, toFxRate, type FxRateValues } from './fx-rates.repo.js';

type Query = QueryOf<typeof fxRateEndpoints.list>;
type Input = BodyOf<typeof fxRateEndpoints.create>;
type Patch = BodyOf<typeof fxRateEndpoints.update>;

const FILE_FIELD = 'file';

/** A second rate for a currency's day is the date's field error, naming both. */
const dayTaken =
  ({ currency, date }: Pick<FxRateValues, 'currency' | 'date'>) =>
  (error: unknown): never => {
    if (isUniqueViolation(error, 'fx_rates_currency_date_key')) {
      throw fieldError('date', format(messages.fxRates.duplicate, { currency, date }));
    }
    throw error;
  };

/**
 * The uploaded file's bytes (at most fxRateUploadMaxBytes: a CSV of 100,000 rates is about 2.5 MB,
 * so it is read whole); the parser is allowed a byte more so that an oversized file is told apart.
 */
async function readCsv(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fieldError(FILE_FIELD, messages.api.noFile);
  const part = await request.file({ ...uploadLimits(fxRateUploadMaxBytes + 1, 1), throwFileSizeLimit: false });
  if (!part || part.fieldname !== FILE_FIELD) {
    part?.file.resume();
    throw fieldError(FILE_FIELD, messages.api.noFile);
  }
  const data = await part.toBuffer();
  if (part.file.truncated || data.length > fxRateUploadMaxBytes) throw fileTooLarge(FILE_FIELD, fxRateUploadMaxBytes);
  if (data.length === 0) throw fieldError(FILE_FIELD, messages.api.noFile);
  return data;
}

/** The rules of exchange rates: one rate per currency and day; a file is all or nothing. */
export function fxRatesService(db: Db) {
  const repo = fxRatesRepo(db);
  const found = async (id: number) => {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return row;
  };
  return {
    list: (q: Query, window: PageWindow) =>
      repo.list({ currency: q.currency, start: q.start_date, end: q.end_date }, parseOrdering(q, fxRateOrderFields, '-date'), window),
    get: async (id: number) => toFxRate(await found(id)),
    create: async (body: Input) => toFxRate(await repo.insert(body).catch(dayTaken(body))),
    async update(id: number, body: Patch) {
      const current = await found(id);
      const values = { currency: body.currency, date: body.date, rate: body.rate };
      if (!hasValues(values)) return toFxRate(current);
      const day = { currency: values.currency ?? current.currency, date: values.date ?? current.date };
      return toFxRate(await repo.update(id, values).catch(dayTaken(day)));
    },
    async remove(id: number) {
      if (!(await repo.remove(id))) throw notFound();
    },
    /** A CSV of rates: every line checked first, then all written in one transaction. */
    async upload(request: FastifyRequest): Promise<FxRateUploadResult> {
      const rows = parseFxRateCsv(await readCsv(request));
      return repo.upsert(rows);
    },
  };
}
