import { screen } from '@testing-library/react';
import { renderApp, resetVisitor } from '../test/renderApp';
import { prerenderPaths } from './prerenderPaths';

describe('the pages the release prerenders', { timeout: 30_000 }, () => {
  beforeEach(resetVisitor);

  it('are the modules page, both module overviews and their materials, and the three lessons', () => {
    expect(prerenderPaths).toEqual([
      '/modules',
      '/modules/1',
      '/modules/1/materials',
      '/modules/2',
      '/modules/2/materials',
      '/modules/1/lesson/1',
      '/modules/1/lesson/2',
      '/modules/2/lesson/1',
    ]);
  });

  it.each(prerenderPaths)('%s is a page of the programme, not a not-found screen', (path) => {
    renderApp(path);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(/not found/i);
  });
});
