import { MessagePage as SharedMessagePage } from '@pubdesk/ui/shell';
import { t } from '@pubdesk/ui/i18n';

/** A title, a sentence and a way on: to the dashboard when signed in, to login otherwise. */
export function MessagePage({ title, text }: { title: string; text: string }) {
  return <SharedMessagePage title={title} text={text} home={{ to: '/', label: t('pages.backHome') }} />;
}
