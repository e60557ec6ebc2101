import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { MindsetThemeProvider } from 'shared-ui';

/** Renders routes in a memory router inside the site's theme, as the shell does in the browser. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <MindsetThemeProvider>
      <RouterProvider router={router} />
    </MindsetThemeProvider>,
  );
  return { router, ...view };
}
