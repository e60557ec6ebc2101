import { render as renderPlain, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MindsetThemeProvider } from '@mindset/shared-ui';
import { LightMarkup } from './LightMarkup';

const render = (element: ReactElement) => renderPlain(<MindsetThemeProvider>{element}</MindsetThemeProvider>);

describe('LightMarkup', () => {
  it('turns blank-line separated text into paragraphs, bullet lists and numbered steps', () => {
    const { container } = render(
      <LightMarkup
        text={'First line\ncontinues here.\n\n- one\n- two\n\n1. step one\n2. step two\n\nLast paragraph.'}
      />,
    );
    const paragraphs = container.querySelectorAll('p');
    expect(Array.from(paragraphs, (p) => p.textContent)).toEqual(['First line continues here.', 'Last paragraph.']);
    const [bullets, steps] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(
      within(bullets as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['one', 'two']);
    expect(steps?.tagName).toBe('OL');
    expect(
      within(steps as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['step one', 'step two']);
  });

  it('renders **bold** and *italic*, also italic inside bold', () => {
    const { container } = render(<LightMarkup text={'A **big *bold* claim** and an *aside* here.'} />);
    expect(container.querySelector('strong')?.textContent).toBe('big bold claim');
    expect(container.querySelector('strong em')?.textContent).toBe('bold');
    expect(container.querySelector('p > em')?.textContent).toBe('aside');
    expect(container.textContent).toBe('A big bold claim and an aside here.');
  });

  it('shows HTML in the text as text instead of creating elements', () => {
    const { container } = render(
      <LightMarkup text={'Hello <img src=x onerror="alert(1)"> and <script>alert(2)</script>'} />,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('leaves a lone asterisk alone', () => {
    const { container } = render(<LightMarkup text="5 * 3 is fifteen" />);
    expect(container.querySelector('em, strong')).toBeNull();
    expect(container.textContent).toBe('5 * 3 is fifteen');
  });
});
