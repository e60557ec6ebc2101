import { notFoundMeta } from '@mindset/shared-ui';
import { routesMeta } from './routes.meta';

describe("the shell's page head", () => {
  it('titles unknown paths as the areas title their unknown sub-paths', () => {
    expect(routesMeta).toEqual([notFoundMeta]);
  });
});
