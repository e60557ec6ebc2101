import type { ContestRegion } from '../data/contests.data';

const flagNames: Record<ContestRegion, string> = {
  UK: 'Flag of the United Kingdom',
  USA: 'Flag of the United States',
};

/** Region flags drawn inline (no image request, and emoji flags do not render on every system). */
export function RegionFlag({ region, height = 20 }: { region: ContestRegion; height?: number }) {
  const width = Math.round(height * 1.6);
  return region === 'UK' ? (
    <svg
      role="img"
      aria-label={flagNames.UK}
      width={width}
      height={height}
      viewBox="0 0 60 30"
      preserveAspectRatio="none"
    >
      <rect width="60" height="30" fill="#012169" />
      <path d="M0 0L60 30M60 0L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0L60 30M60 0L0 30" stroke="#c8102e" strokeWidth="2" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#c8102e" strokeWidth="6" />
    </svg>
  ) : (
    <svg
      role="img"
      aria-label={flagNames.USA}
      width={width}
      height={height}
      viewBox="0 0 19 10"
      preserveAspectRatio="none"
    >
      <rect width="19" height="10" fill="#b22234" />
      <path d="M0 1.15h19M0 2.69h19M0 4.23h19M0 5.77h19M0 7.31h19M0 8.85h19" stroke="#fff" strokeWidth="0.77" />
      <rect width="7.6" height="5.38" fill="#3c3b6e" />
    </svg>
  );
}
