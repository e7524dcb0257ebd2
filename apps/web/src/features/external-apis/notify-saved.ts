import { t } from '../../lib/i18n';
import { notify } from '../../lib/notify';

/** 'Successfully added with ID: {id}' after a create, 'Successfully updated.' after an update. */
export function notifySaved(created: { id: number } | null): void {
  const message = created ? t('common.addedWithId', { id: created.id }) : t('common.updatedPeriod');
  notify.success({ title: t('common.operationSuccess'), message });
}
