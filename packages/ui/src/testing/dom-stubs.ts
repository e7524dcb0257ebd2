/**
 * What Mantine reads from a browser and jsdom lacks: media queries, element size observers, the
 * web fonts' loading events and window scrolling. Installed once per test file by a setup file.
 */
export function installDomStubs(): void {
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
}
