import { t } from '../../lib/i18n';
import { notify } from '../../lib/notify';

/** 'Successfully added with ID: {id}' after a create, 'Successfully updated.' after an update. */
export function notifySaved(created: { id: number } | null): void {
  const message = created ? t('settings.added', { id: created.id }) : t('settings.updated');
  notify.success({ title: t('settings.operationSuccess'), message });
}
