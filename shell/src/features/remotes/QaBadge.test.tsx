import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inlineRuntimeManifest, renderRoutes, testRuntimeManifest } from '../../test-utils';
import { activeQaOverride, QaBadge } from './QaBadge';

const qaOverride = { releases: { contests: '3f2a9c1e0b7d' }, expiresAt: '2030-01-01T12:00:00.000Z' };

describe('the QA badge', () => {
  it('names the overridden releases while an override is active, and can be dismissed', async () => {
    inlineRuntimeManifest({ ...testRuntimeManifest, qaOverride });
    renderRoutes([{ path: '/events', element: <QaBadge /> }], '/events');
    const badge = await screen.findByRole('complementary', { name: 'QA override' });
    expect(badge).toHaveTextContent('QA: contests@3f2a9c1e0b7d');
    expect(screen.getByRole('link', { name: 'End QA' })).toHaveAttribute('href', '/events?qa-release=off');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary', { name: 'QA override' })).not.toBeInTheDocument();
  });

  it('reads only a well-formed override from the manifest', () => {
    expect(activeQaOverride(testRuntimeManifest)).toBeNull();
    expect(activeQaOverride({ qaOverride: { releases: {}, expiresAt: qaOverride.expiresAt } })).toBeNull();
    expect(activeQaOverride({ qaOverride: { releases: { contests: 1 }, expiresAt: 'soon' } })).toBeNull();
    expect(activeQaOverride({ qaOverride })?.releases).toEqual([['contests', '3f2a9c1e0b7d']]);
  });
});
