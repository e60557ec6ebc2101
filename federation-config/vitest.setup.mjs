// The test setup of the shell and every remote (their Vite config's `test.setupFiles`).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen's first render in a test waits for its lazy modules to be transformed, which on a busy
// machine takes seconds (load average 24 on 2 cores made the collab hub's tests miss 1 s): findBy and
// waitFor wait up to 5 s. What never appears still fails, later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom does not implement scrolling; the shell scrolls to the top on every path change.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
