// Routers for component tests only. Kept out of the package's main entry, which is a federation singleton
// loaded on every page and not tree-shaken.
export { createMemoryRouter, MemoryRouter } from 'react-router';
