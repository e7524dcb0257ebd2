import '@pubdesk/ui/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isPortalRole } from '@pubdesk/contract';
import { configureSession, setAudience } from '@pubdesk/ui/auth';
import './app/first-page-styles';
import '@mantine/notifications/styles.css';
import { openImpersonation, takeImpersonationKey } from './lib/impersonation';
import { AppProviders } from '@pubdesk/ui/shell';
import { PortalRoot } from './app/PortalRoot';

// The key leaves the address bar before anything else runs (see lib/impersonation.ts).
const impersonationKey = takeImpersonationKey();
// The portal keeps its session apart from the console's (same origin on the main label) and
// serves networks and publishers only.
configureSession({ namespace: 'pubdesk.portal' });
setAudience(isPortalRole);

// Started here, once: the key is single-use, and a component's effect may run twice.
const landing = impersonationKey === null ? null : openImpersonation(impersonationKey);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <PortalRoot landing={landing} />
    </AppProviders>
  </StrictMode>,
);
