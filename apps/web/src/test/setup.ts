import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { authStore } from '../lib/auth/auth-store';
import { installFullCatalogue } from '../lib/i18n-catalogue';

// Screens under test render outside the router's frame, which loads every namespace.
installFullCatalogue();

// findBy/waitFor wait 1 s by default; a whole Mantine screen on a loaded 2-core CI machine can
// take longer to settle. A test that passes still returns as soon as its element appears.
configure({ asyncUtilTimeout: 5_000 });

/** Mantine reads media queries and observes element sizes; jsdom has neither. */
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

// Mantine's autosizing textarea listens for web fonts loading; jsdom has no document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

Object.defineProperty(window, 'scrollTo', { writable: true, value: () => undefined });

// Every test starts signed out, with the real fetch and globals.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.signOut();
  window.localStorage.clear();
});
