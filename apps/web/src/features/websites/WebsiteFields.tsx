import { Select, TextInput } from '@mantine/core';
import { adTypes, websiteCategories, websiteStatuses } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { StatusRadios } from '@pubdesk/ui/forms';
import { AssignableUserSelect } from '../../components/AssignableUserSelect';
import { choicesOf } from '@pubdesk/ui/choices';
import { websiteStatusLabel, type WebsiteFormValues } from './website-form';
import { useWebsiteChoices } from './websites.api';

interface WebsiteFieldsProps {
  values: WebsiteFormValues;
  set: <K extends keyof WebsiteFormValues>(name: K, value: WebsiteFormValues[K]) => void;
  errors: Partial<Record<string, string>>;
}

/** Name, Category, URL, Status, Ad type, Network and Publisher: the edit form and the wizard's first step. */
export function WebsiteFields({ values, set, errors }: WebsiteFieldsProps) {
  const { data: options } = useWebsiteChoices();
  return (
    <>
      <TextInput
        label={t('common.name')}
        required
        value={values.name}
        onChange={(event) => set('name', event.currentTarget.value)}
        error={errors.name}
      />
      <Select
        label={t('websites.category')}
        placeholder={t('websites.categoryPlaceholder')}
        required
        data={choicesOf(options, 'category', websiteCategories)}
        value={values.category || null}
        onChange={(next) => set('category', next ?? '')}
        searchable
        error={errors.category}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={t('websites.url')}
        placeholder={t('websites.urlPlaceholder')}
        type="url"
        required
        value={values.url}
        onChange={(event) => set('url', event.currentTarget.value)}
        error={errors.url}
      />
      <StatusRadios
        label={t('common.status')}
        statuses={websiteStatuses}
        optionLabel={websiteStatusLabel}
        value={values.status}
        onChange={(status) => set('status', status)}
        error={errors.status}
      />
      <Select
        label={t('websites.adType')}
        data={choicesOf(options, 'ad_type', adTypes)}
        value={values.ad_type || null}
        onChange={(next) => set('ad_type', next ?? '')}
        error={errors.ad_type}
        comboboxProps={{ withinPortal: true }}
      />
      <AssignableUserSelect
        role="network"
        label={t('common.roles.network')}
        placeholder={t('common.networkPlaceholder')}
        value={values.network}
        onChange={(next) => set('network', next)}
        error={errors.network}
      />
      <AssignableUserSelect
        role="publisher"
        label={t('common.roles.publisher')}
        placeholder={t('websites.publisherPlaceholder')}
        value={values.publisher}
        onChange={(next) => set('publisher', next)}
        error={errors.publisher}
      />
    </>
  );
}
