import { useState } from 'react';
import { Checkbox, Stack } from '@mantine/core';
import { twoFactorRoleSchema, type SecuritySettings } from '@pubdesk/contract';
import { fieldErrors } from '@pubdesk/ui/api';
import { useCan } from '@pubdesk/ui/auth';
import { DetailState, FormLayout } from '@pubdesk/ui/forms';
import { t } from '@pubdesk/ui/i18n';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';
import { PageHeading } from '../../components/PageHeading';
import { useSaveSecuritySettings, useSecuritySettings } from './security-settings.api';

type TwoFactorRole = SecuritySettings['two_factor_roles'][number];
/** The roles that may be required to use 2FA, in the catalogue's order (pre_activation never signs in). */
const roleChoices: readonly TwoFactorRole[] = twoFactorRoleSchema.options;

/**
 * /settings/security: which roles must sign in with two-factor authentication. Read-only without
 * settings.change_securitysetting; the server refuses your own role while you have no 2FA.
 */
export function SecuritySettingsPage() {
  const settings = useSecuritySettings();
  const canChange = useCan('settings.change_securitysetting');
  return (
    <Stack gap="md" maw={720}>
      <PageHeading title={t('twoFactor.settings.title')} />
      <DetailState query={settings}>{(loaded) => <SecuritySettingsForm settings={loaded} readOnly={!canChange} />}</DetailState>
    </Stack>
  );
}

function SecuritySettingsForm({ settings, readOnly }: { settings: SecuritySettings; readOnly: boolean }) {
  const [roles, setRoles] = useState<TwoFactorRole[]>(settings.two_factor_roles);
  const save = useSaveSecuritySettings();
  const submit = () =>
    save.mutate(
      { two_factor_roles: roles },
      {
        onSuccess: () => notifyDone(t('twoFactor.api.settingsSaved')),
        onError: (error) => notifyRefused('twoFactor.settings.failed', error, ['two_factor_roles']),
      },
    );
  return (
    <FormLayout
      title={t('twoFactor.profile.title')}
      submitLabel={t('twoFactor.settings.save')}
      onSubmit={submit}
      submitting={save.isPending}
      readOnly={readOnly}
    >
      <Checkbox.Group
        label={t('twoFactor.settings.requireLabel')}
        description={t('twoFactor.settings.requireDescription')}
        value={roles}
        onChange={(value) => setRoles(value as TwoFactorRole[])}
        error={fieldErrors(save.error).two_factor_roles}
      >
        <Stack gap="xs" mt="xs">
          {roleChoices.map((role) => (
            <Checkbox key={role} value={role} label={t(`common.roles.${role}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
    </FormLayout>
  );
}
