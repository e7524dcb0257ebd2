import { Center, Loader } from '@mantine/core';
import { t } from '../i18n';

export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}
