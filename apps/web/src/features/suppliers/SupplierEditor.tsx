import { Select, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { activeStatuses, currencies, supplierTypes, type Supplier } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { EntryForm, useEntryEditor } from '../../components/EntryForm';
import { StatusRadios } from '@pubdesk/ui/forms';
import { choicesOf, labelOf } from '@pubdesk/ui/choices';
import { ApiSelect } from './ApiSelect';
import { emptySupplierForm, formFromSupplier, payloadFromForm } from './supplier-form';
import { useCreateSupplier, useSupplierChoices, useUpdateSupplier } from './suppliers.api';

/** Add (no id) or Edit (id) a demand source; a refused save lists the server's answer in the form. */
export function SupplierEditor({ supplier, readOnly }: { supplier: Supplier | null; readOnly?: boolean }) {
  const { data: options } = useSupplierChoices();
  const create = useCreateSupplier();
  const update = useUpdateSupplier(supplier?.id ?? 0);
  const { values, set, text, errors, save, failure, submitting } = useEntryEditor(
    supplier,
    { from: formFromSupplier, empty: emptySupplierForm },
    { create, update, pathOf: (created) => `/demand_sources/${created.id}` },
  );
  const currencyOptions = choicesOf(options, 'currency', currencies);
  const typeOptions = choicesOf(options, 'type', supplierTypes);

  return (
    <EntryForm
      editing={supplier !== null}
      onSubmit={() => save(payloadFromForm(values))}
      submitting={submitting}
      readOnly={readOnly}
      newEntry={{ to: '/demand_sources', label: t('suppliers.newEntry') }}
      failure={failure}
    >
      <TextInput label={t('common.name')} required error={errors.name} {...text('name')} />
      <Select
        label={t('suppliers.currency')}
        placeholder={t('suppliers.currencyPlaceholder')}
        data={currencyOptions}
        value={values.currency}
        onChange={(next) => {
          const currency = currencies.find((candidate) => candidate === next);
          if (currency) set('currency', currency);
        }}
        allowDeselect={false}
        required
        error={errors.currency}
        comboboxProps={{ withinPortal: true }}
      />
      <TimeInput label={t('suppliers.schedule')} description={t('suppliers.scheduleHint')} error={errors.schedule} {...text('schedule')} />
      <TextInput label={t('suppliers.advertiserId')} error={errors.advertiser_id} {...text('advertiser_id')} />
      <ApiSelect value={values.api_id} onChange={(next) => set('api_id', next)} error={errors.api_id} />
      <StatusRadios
        label={t('common.status')}
        statuses={activeStatuses}
        saved={supplier?.status}
        value={values.status}
        onChange={(status) => set('status', status)}
        error={errors.status}
      />
      <StatusRadios
        label={t('common.type')}
        statuses={supplierTypes}
        value={values.type}
        onChange={(type) => set('type', type)}
        optionLabel={(type) => labelOf(typeOptions, type)}
        error={errors.type}
      />
    </EntryForm>
  );
}
