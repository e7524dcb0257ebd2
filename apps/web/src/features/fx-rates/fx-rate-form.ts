import { currencies, type BodyIn, type FxRate, type fxRateEndpoints } from '@pubdesk/contract';

/** The rate form as typed: the currency '' until one is chosen, the date YYYY-MM-DD or ''. */
export interface FxRateFormValues {
  currency: string;
  date: string;
  rate: string;
}

/** The fields the form shows beside their inputs; other refusals are listed under them. */
export const FX_RATE_FIELDS = ['currency', 'date', 'rate'] as const;

export const emptyFxRateForm: FxRateFormValues = { currency: '', date: '', rate: '' };

export const formFromFxRate = (rate: FxRate): FxRateFormValues => ({ currency: rate.currency, date: rate.date, rate: rate.rate });

type Payload = BodyIn<typeof fxRateEndpoints.update>;
const isCurrency = (value: string): value is FxRate['currency'] => (currencies as readonly string[]).includes(value);

/**
 * The body of POST /fx_rates/ and PATCH /fx_rates/{id}/: the rate is sent as the text typed
 * (trimmed), never as a number, so every decimal arrives; what is left empty is left out, and
 * the server names a missing field.
 */
export function payloadFromFxRateForm(values: FxRateFormValues): Payload {
  const payload: Payload = {};
  if (isCurrency(values.currency)) payload.currency = values.currency;
  if (values.date) payload.date = values.date;
  const rate = values.rate.trim();
  if (rate) payload.rate = rate;
  return payload;
}

/** The currency choices of the form and the list's filter. */
export const currencyOptions = currencies.map((currency) => ({ value: currency, label: currency }));
