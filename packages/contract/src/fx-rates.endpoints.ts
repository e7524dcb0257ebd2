import { crudEndpoints, endpoint } from './endpoint.js';
import { idParamSchema } from './common.js';
import {
  fxRateInputSchema,
  fxRateListQuerySchema,
  fxRatePatchSchema,
  fxRateSchema,
  fxRateUploadMaxBytes,
  fxRateUploadMaxLines,
  fxRateUploadResultSchema,
} from './fx-rates.js';

const resource = 'fx-rates';
const tags = ['exchange rates'] as const;

/**
 * `/api/fx_rates/`: the daily exchange rates imports convert with (the Exchange rates settings
 * screen), and a CSV upload of many at once. Admins, organizations and developers only.
 */
export const fxRateEndpoints = {
  ...crudEndpoints({
    resource,
    path: '/fx_rates/',
    tags,
    names: { one: 'FxRate', many: 'FxRates' },
    label: { one: 'an exchange rate', many: 'exchange rates' },
    item: fxRateSchema,
    input: fxRateInputSchema,
    patch: fxRatePatchSchema,
    query: fxRateListQuerySchema,
    params: idParamSchema,
    permissions: {
      view: 'settings.view_fxrate',
      add: 'settings.add_fxrate',
      change: 'settings.change_fxrate',
      delete: 'settings.delete_fxrate',
    },
  }),
  upload: endpoint({
    method: 'POST',
    path: '/fx_rates/upload/',
    operationId: 'uploadFxRates',
    summary: 'Upload exchange rates from a CSV file',
    errors: {
      400: 'No file, a file over 5 MB, or a line that is not a valid rate (`file` names its line and column): nothing is written.',
    },
    tags,
    resource,
    access: { permission: 'settings.add_fxrate' },
    response: fxRateUploadResultSchema,
    description: `multipart/form-data with \`file\`: a CSV whose header names currency, date and rate (any order), then one rate a line. Up to ${fxRateUploadMaxLines.toLocaleString('en-US')} lines and ${fxRateUploadMaxBytes / 1048576} MB. Every line is checked before anything is written: one bad line refuses the whole file with a 400 on \`file\` naming its line and column, and nothing changes. A day already rated takes the file's rate. Answers how many days were created, updated and found unchanged.`,
  }),
};
