import { Radio, Group, Select, Switch, TextInput } from '@mantine/core';
import { whitelabelStatuses, type Whitelabel } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { EntryForm, useEntryEditor } from '../../components/EntryForm';
import { capitalize, fullName } from '@pubdesk/ui/format';
import { useCreateWhitelist, useNetworkUsers, useUpdateWhitelist } from './whitelabel.api';
import { emptyWhitelabelForm, formFromEntry, payloadFromForm, type WhitelabelStatus } from './whitelabel-form';

function isStatus(value: string): value is WhitelabelStatus {
  return (whitelabelStatuses as readonly string[]).includes(value);
}

/** Add (no id) or Edit (id) a whitelabel domain. After a create the route takes the new id. */
export function WhitelabelEditor({ entry, readOnly }: { entry: Whitelabel | null; readOnly?: boolean }) {
  const networks = useNetworkUsers();
  const create = useCreateWhitelist();
  const update = useUpdateWhitelist(entry?.id ?? 0);
  const { values, set, text, errors, entryForm } = useEntryEditor(
    entry,
    { from: formFromEntry, empty: emptyWhitelabelForm, payload: payloadFromForm },
    {
      create,
      update,
      pathOf: (created) => `/whitelabel/${created.id}`,
      added: 'whitelabel.created',
      updated: 'whitelabel.updated',
      successTitle: null,
      failureTitles: { create: 'whitelabel.failedTitle', update: 'whitelabel.failedTitle' },
    },
  );

  const networkOptions = (networks.data?.results ?? []).map((user) => ({
    value: String(user.id),
    label: `${fullName({ first_name: user.first_name, last_name: user.last_name })} (${user.username})`,
  }));

  return (
    <EntryForm {...entryForm} readOnly={readOnly} newEntry={{ to: '/whitelabel', label: t('whitelabel.newEntry') }}>
      <TextInput label={t('whitelabel.domain')} placeholder={t('whitelabel.domainPlaceholder')} error={errors.domain} {...text('domain')} />
      <Select
        label={t('common.roles.network')}
        placeholder={t('common.networkPlaceholder')}
        data={networkOptions}
        value={values.network || null}
        onChange={(value) => set('network', value ?? '')}
        searchable
        clearable
        nothingFoundMessage={t('common.noNetwork')}
        error={errors.network}
      />
      <Radio.Group
        label={t('common.status')}
        value={values.status}
        onChange={(value) => {
          if (isStatus(value)) set('status', value);
        }}
        error={errors.status}
      >
        <Group mt={4} gap="lg">
          {whitelabelStatuses.map((status) => (
            <Radio key={status} value={status} label={capitalize(status)} />
          ))}
        </Group>
      </Radio.Group>
      <TextInput label={t('common.companyName')} error={errors.company_name} {...text('company_name')} />
      <TextInput label={t('whitelabel.termsLink')} type="url" error={errors.terms_link} {...text('terms_link')} />
      <TextInput label={t('whitelabel.privacyLink')} type="url" error={errors.privacy_link} {...text('privacy_link')} />
      <Switch
        label={t('whitelabel.allowSignup')}
        checked={values.allow_signup}
        onChange={(event) => set('allow_signup', event.currentTarget.checked)}
        error={errors.allow_signup}
      />
    </EntryForm>
  );
}
