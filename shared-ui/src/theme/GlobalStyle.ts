import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  img, svg, video { max-width: 100%; display: block; }
  button, input, textarea, select { font: inherit; color: inherit; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /* Headings and landmarks that receive focus after a navigation are targets, not controls. */
  h1[tabindex='-1']:focus, main[tabindex='-1']:focus { outline: none; }
  /* A focused heading brought to the top of the view (showHeading) stays clear of a fixed header. */
  h1[tabindex='-1'], h2[tabindex='-1'] {
    scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
  }
  .sr-only {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
