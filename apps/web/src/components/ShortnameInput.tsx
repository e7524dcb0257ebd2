import { TextInput, type TextInputProps } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';

/** The Shortname of a setting (a metric, an external API): a slug other settings refer to, typed without suggestions. */
export function ShortnameInput(props: Pick<TextInputProps, 'value' | 'onChange' | 'error'>) {
  return <TextInput label={t('common.shortname')} description={t('common.slugHint')} required autoComplete="off" {...props} />;
}
