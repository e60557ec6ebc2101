import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import type { ReactNode } from 'react';
import { theme } from '../theme/theme';
import { Cluster } from './Cluster';
import { Panel } from './Panel';
import { Stack } from './Stack';

const withTheme = (ui: ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

// Headings and paragraphs get margins from an element rule, as from the site's global style.
beforeAll(() => {
  const textMargins = document.createElement('style');
  textMargins.textContent = 'h2, p { margin-top: 0.5rem; margin-bottom: 1rem; }';
  document.head.append(textMargins);
});

describe('Stack', () => {
  it('puts its children in a column spaced by the step asked for, keeping their margins', () => {
    withTheme(
      <Stack $gap="xl" data-testid="stack">
        <p>Text</p>
      </Stack>,
    );
    expect(screen.getByTestId('stack')).toHaveStyle({ display: 'flex', flexDirection: 'column', gap: theme.space.xl });
    expect(screen.getByText('Text')).toHaveStyle({ marginTop: '0.5rem', marginBottom: '1rem' });
  });

  it('when flush, lets the gap alone space the children', () => {
    withTheme(
      <Stack $flush data-testid="stack">
        <h2>Title</h2>
        <p>Text</p>
      </Stack>,
    );
    expect(screen.getByRole('heading', { name: 'Title' })).toHaveStyle({ marginTop: '0px', marginBottom: '0px' });
    expect(screen.getByText('Text')).toHaveStyle({ marginTop: '0px', marginBottom: '0px' });
  });

  it('spaces by the medium step and stretches its children unless told otherwise', () => {
    withTheme(<Stack data-testid="stack" />);
    expect(screen.getByTestId('stack')).toHaveStyle({ gap: theme.space.md, alignItems: 'stretch' });
  });

  it('centres its children on request', () => {
    withTheme(<Stack $align="center" data-testid="stack" />);
    expect(screen.getByTestId('stack')).toHaveStyle({ alignItems: 'center' });
  });
});

describe('Cluster', () => {
  it('lays its items in a wrapping row with a small gap by default', () => {
    withTheme(<Cluster data-testid="row" />);
    expect(screen.getByTestId('row')).toHaveStyle({
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.space.sm,
      justifyContent: 'flex-start',
    });
  });

  it('takes its gap, alignment and justification from props', () => {
    withTheme(<Cluster $gap="xs" $align="center" $justify="between" data-testid="row" />);
    expect(screen.getByTestId('row')).toHaveStyle({
      gap: theme.space.xs,
      alignItems: 'center',
      justifyContent: 'space-between',
    });
  });

  it('renders as the element asked for, so a list of tags stays a list', () => {
    withTheme(
      <Cluster as="ul" aria-label="Tags">
        <li>Focus</li>
      </Cluster>,
    );
    expect(screen.getByRole('list', { name: 'Tags' })).toContainElement(screen.getByText('Focus'));
  });
});

describe('Panel', () => {
  it('is a card section: surface, border, card padding, children in plain flow', () => {
    withTheme(<Panel data-testid="panel">Text</Panel>);
    expect(screen.getByTestId('panel')).toHaveStyle({
      background: theme.colors.surface,
      padding: theme.space.lg,
      boxShadow: theme.shadows.sm,
    });
    expect(screen.getByTestId('panel')).not.toHaveStyle({ display: 'flex' });
  });

  it('as a message it is centred, roomier and raised', () => {
    withTheme(<Panel $variant="message" $width="wide" $centered data-testid="panel" />);
    expect(screen.getByTestId('panel')).toHaveStyle({
      textAlign: 'center',
      padding: theme.space.xl,
      boxShadow: theme.shadows.md,
      maxWidth: '36rem',
      marginLeft: 'auto',
      marginRight: 'auto',
    });
  });

  it('marks an outcome with a band of its tone on top, and a decision with an accent outline', () => {
    withTheme(
      <>
        <Panel $tone="danger" data-testid="failed" />
        <Panel $tone="accent" data-testid="choice" />
      </>,
    );
    expect(screen.getByTestId('failed')).toHaveStyle({ borderTop: `6px solid ${theme.colors.danger}` });
    expect(screen.getByTestId('choice')).toHaveStyle({ borderColor: theme.colors.accent });
  });

  it('takes a roomier padding on request, as a Card does', () => {
    withTheme(<Panel $padding="lg" data-testid="panel" />);
    expect(screen.getByTestId('panel')).toHaveStyle({ padding: theme.space.xl });
  });

  it('stacks its children with the gap asked for, flush or not', () => {
    withTheme(
      <>
        <Panel $gap="md" $flush data-testid="flush">
          <h2>Sign in</h2>
        </Panel>
        <Panel $gap="sm">
          <h2>Support hours</h2>
        </Panel>
      </>,
    );
    expect(screen.getByTestId('flush')).toHaveStyle({ display: 'flex', flexDirection: 'column', gap: theme.space.md });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toHaveStyle({ marginBottom: '0px' });
    expect(screen.getByRole('heading', { name: 'Support hours' })).toHaveStyle({ marginBottom: '1rem' });
  });
});
