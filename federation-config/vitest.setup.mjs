// The test setup of the shell and every remote (their Vite config's `test.setupFiles`).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom does not implement scrolling; the shell scrolls to the top on every path change.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
