// Mantine under jsdom needs matchMedia and ResizeObserver (STACK.md). A test of the server's
// rendering runs in Node (`@vitest-environment node`), without a window.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  window.HTMLElement.prototype.scrollIntoView = () => {};
}

import { configure } from '@testing-library/react';
import './i18n/company';
import './i18n/guarded';

// findBy… and waitFor wait up to 5 s (not 1 s): a page test on a loaded two-core machine renders
// slowly, and a wait is a hang guard, not a speed check.
configure({ asyncUtilTimeout: 5_000 });
