import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { findRouteMeta, notFoundMeta, usePageHead, type RouteMeta } from './routeMeta';

const routes: RouteMeta[] = [
  { path: '/community/*', chrome: 'own', title: 'Mount only', description: 'names no page' },
  { path: '/community', chrome: 'own', title: 'Feed · Community', description: 'The feed.' },
  { path: '/community/post/:postId', chrome: 'own', title: 'Post · Community', description: 'A post.' },
];

function Page() {
  usePageHead(routes);
  return null;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

describe('page head', () => {
  it('matches parameters but never an area-wide mount entry', () => {
    expect(findRouteMeta(routes, '/community/post/7')?.title).toBe('Post · Community');
    expect(findRouteMeta(routes, '/community/nowhere')).toBeUndefined();
  });

  it("sets the page's title and description", () => {
    renderAt('/community');
    expect(document.title).toBe('Feed · Community');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'The feed.');
  });

  it('titles a path the area does not know as not found', () => {
    renderAt('/community/nowhere');
    expect(document.title).toBe(notFoundMeta.title);
  });
});
