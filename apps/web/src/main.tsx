import '@pubdesk/ui/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { isStaffRole } from '@pubdesk/contract';
import { setAudience } from '@pubdesk/ui/auth';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { AppProviders } from '@pubdesk/ui/shell';
import { createRouter } from './app/router';

// The console is for staff: a network's or publisher's session is never kept here. Set before
// the router starts: its first loaders read the session (and start its reads) at once.
setAudience(isStaffRole);
const router = createRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
