import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { isStaffRole } from '@pubdesk/contract';
import { authStore, setAudience } from '@pubdesk/ui/auth';
import { installDomStubs } from '@pubdesk/ui/testing';
import { installFullCatalogue } from '../lib/i18n-catalogue';

// Screens under test render outside the router's frame, which loads every namespace.
installFullCatalogue();

// findBy/waitFor wait 1 s by default; a whole Mantine screen on a loaded 2-core CI machine can
// take longer to settle. A test that passes still returns as soon as its element appears.
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads media queries and element sizes, jsdom has neither; the console is for staff.
installDomStubs();
setAudience(isStaffRole);

// Every test starts signed out, with the real fetch and globals.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.signOut();
  window.localStorage.clear();
});
