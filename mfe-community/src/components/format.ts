const wholeNumber = new Intl.NumberFormat('en-US');
const compactNumber = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** 1,248 */
export function formatNumber(value: number): string {
  return wholeNumber.format(value);
}

/** 24.8K, 2.4M: for follower and post counts where the exact figure is noise. */
export function formatCompact(value: number): string {
  return compactNumber.format(value);
}

/** "1 like", "1,248 likes"; compact: "2.4M posts". */
export function countLabel(
  value: number,
  singular: string,
  { plural = `${singular}s`, compact = false }: { plural?: string; compact?: boolean } = {},
): string {
  return `${compact ? formatCompact(value) : formatNumber(value)} ${value === 1 ? singular : plural}`;
}
