import { Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import type { BodyIn, FxRate, fxRateEndpoints } from '@pubdesk/contract';
import { fieldErrors } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { ModalForm, useFields } from '@pubdesk/ui/forms';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';
import { currencyOptions, emptyFxRateForm, formFromFxRate, FX_RATE_FIELDS, payloadFromFxRateForm } from './fx-rate-form';
import { useCreateFxRate, useUpdateFxRate } from './fx-rates.api';

interface FxRateModalProps {
  /** The rate to edit; null adds one. */
  rate: FxRate | null;
  onClose: () => void;
}

/**
 * Adds or edits one day's rate of a currency: Currency, Date and Rate; closes once saved. A refusal
 * shows each field's message beside it and notifies the rest (the modal lists nothing itself).
 */
export function FxRateModal({ rate, onClose }: FxRateModalProps) {
  const { values, set, text } = useFields(rate ? formFromFxRate(rate) : emptyFxRateForm);
  const create = useCreateFxRate();
  const update = useUpdateFxRate(rate?.id ?? 0);
  const saving = rate ? update : create;
  const errors = fieldErrors(saving.error);
  const done = (message: string) => () => {
    notifyDone(message);
    onClose();
  };
  const submit = () => {
    const payload = payloadFromFxRateForm(values);
    if (rate) {
      update.mutate(payload, {
        onSuccess: done(t('fxRates.updated')),
        onError: (error) => notifyRefused('fxRates.updateFailed', error, FX_RATE_FIELDS),
      });
    } else {
      // The server names what is missing: the form sends what was filled in.
      create.mutate(payload as BodyIn<typeof fxRateEndpoints.create>, {
        onSuccess: done(t('fxRates.added')),
        onError: (error) => notifyRefused('fxRates.addFailed', error, FX_RATE_FIELDS),
      });
    }
  };
  return (
    <ModalForm title={t(rate ? 'fxRates.editTitle' : 'fxRates.newTitle')} onClose={onClose} onSubmit={submit} submitting={saving.isPending}>
      <Select
        label={t('fxRates.currency')}
        data={currencyOptions}
        value={values.currency || null}
        onChange={(next) => set('currency', next ?? '')}
        error={errors.currency}
        required
        data-autofocus
        comboboxProps={{ withinPortal: true }}
      />
      <DateInput
        label={t('fxRates.date')}
        valueFormat="YYYY-MM-DD"
        placeholder="YYYY-MM-DD"
        value={values.date || null}
        onChange={(day) => set('date', day ?? '')}
        error={errors.date}
        required
        popoverProps={{ withinPortal: true }}
      />
      <TextInput
        label={t('fxRates.rate')}
        description={t('fxRates.rateHint')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.rate}
        required
        {...text('rate')}
      />
    </ModalForm>
  );
}
