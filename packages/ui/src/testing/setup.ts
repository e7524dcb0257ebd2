import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { messages } from '@pubdesk/contract';
import { authStore } from '../auth/auth-store';
import { installCatalogue } from '../i18n';
import { installDomStubs } from './dom-stubs';

/** The package's own test setup (each app's setup does the same with its catalogue). */
installCatalogue(messages);
installDomStubs();
// findBy/waitFor wait 1 s by default; a Mantine tree on a loaded 2-core CI machine can take longer.
configure({ asyncUtilTimeout: 5_000 });

// Every test starts signed out, with the real fetch and globals.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.signOut();
  window.localStorage.clear();
});
