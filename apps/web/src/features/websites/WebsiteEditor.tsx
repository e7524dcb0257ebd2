import type { Website } from '@pubdesk/contract';
import { fieldErrors } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { FormLayout, useFields } from '@pubdesk/ui/forms';
import { NewEntryButton } from '../../components/NewEntryButton';
import { formFromWebsite, websitePayload } from './website-form';
import { WebsiteFields } from './WebsiteFields';
import { useUpdateWebsite } from './websites.api';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';

/** Edit a saved website; the plus button clears the form and returns to /websites (the wizard). */
export function WebsiteEditor({ website, readOnly }: { website: Website; readOnly?: boolean }) {
  const { values, set } = useFields(formFromWebsite(website));
  const update = useUpdateWebsite(website.id);

  const save = () => {
    update.mutate(websitePayload(values), {
      onSuccess: () => notifyDone(t('common.updated'), 'common.operationSuccess'),
      onError: (error) => notifyRefused('common.operationFailed', error),
    });
  };

  return (
    <FormLayout
      title={t('websites.editTitle')}
      submitLabel={t('common.save')}
      onSubmit={save}
      submitting={update.isPending}
      readOnly={readOnly}
      actions={<NewEntryButton to="/websites" label={t('websites.newWebsite')} />}
    >
      <WebsiteFields values={values} set={set} errors={fieldErrors(update.error)} />
    </FormLayout>
  );
}
