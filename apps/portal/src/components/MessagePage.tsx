import type { ReactNode } from 'react';
import { MessagePage as SharedMessagePage } from '@pubdesk/ui/shell';
import { t } from '@pubdesk/ui/i18n';

/** A title, a sentence and a way on: to the overview when signed in, to the sign-in page otherwise. */
export function MessagePage({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <SharedMessagePage title={title} text={text} home={{ to: '/overview', label: t('portal.nav.overview') }}>
      {children}
    </SharedMessagePage>
  );
}
