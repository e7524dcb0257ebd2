import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { isPortalRole, messages } from '@pubdesk/contract';
import { authStore, configureSession, setAudience } from '@pubdesk/ui/auth';
import { installCatalogue } from '@pubdesk/ui/i18n';
import { installDomStubs } from '@pubdesk/ui/testing';

// As main.tsx: the portal's session namespace and audience; screens render with every text.
configureSession({ namespace: 'pubdesk.portal' });
setAudience(isPortalRole);
installCatalogue(messages);
installDomStubs();
configure({ asyncUtilTimeout: 5_000 });

// Every test starts signed out, with the real fetch and globals.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Twice: an impersonated session ends first, then the one stored for the browser.
  authStore.signOut();
  authStore.signOut();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
