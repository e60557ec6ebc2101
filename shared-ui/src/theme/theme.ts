/** Design tokens for every area of the site: one source, consumed through styled-components' theme. */
export const theme = {
  colors: {
    background: '#faf8f4',
    surface: '#ffffff',
    surfaceMuted: '#f3efe7',
    text: '#14182b',
    textMuted: '#4a5068',
    border: '#e4ded2',
    primary: '#1d2b53',
    primaryHover: '#14203f',
    onPrimary: '#ffffff',
    accent: '#d4a94e',
    accentHover: '#c49738',
    onAccent: '#14182b',
    success: '#1f7a4d',
    successSoft: '#e3f3ea',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    info: '#1d4ed8',
    infoSoft: '#e7eefe',
    warningSoft: '#fdf4dc',
    focus: '#2f6fed',
    ink: '#0e1326',
    onInk: '#f5f1e8',
    onInkMuted: '#c9c4b8',
    overlay: 'rgba(14, 19, 38, 0.6)',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Times New Roman', serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    xxxl: '2rem',
    display: 'clamp(2.25rem, 6vw, 3.75rem)',
  },
  lineHeights: { tight: 1.15, snug: 1.35, body: 1.6 },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4.5rem',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(20, 24, 43, 0.06)',
    md: '0 4px 16px rgba(20, 24, 43, 0.08)',
    lg: '0 16px 40px rgba(20, 24, 43, 0.16)',
  },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
  /** The single mobile breakpoint of the product (spec: 768 px). */
  breakpoints: { mobile: 768 },
  media: {
    mobile: '@media (max-width: 767.98px)',
    desktop: '@media (min-width: 768px)',
  },
  zIndex: { header: 50, overlay: 100, toast: 200 },
} as const;

export type Theme = typeof theme;

// Every styled component in every area sees these tokens, typed.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
