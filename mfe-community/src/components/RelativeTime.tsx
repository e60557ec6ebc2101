import { format, formatDistanceStrict } from 'date-fns';

/** 'now' under a minute (spec: a new comment shows 'now'), then date-fns' own thresholds: "5 minutes ago". */
export function formatRelativeTime(isoDate: string, now: Date = new Date()): string {
  const date = new Date(isoDate);
  if (now.getTime() - date.getTime() < 60_000) return 'now';
  return formatDistanceStrict(date, now, { addSuffix: true });
}

/** A relative time people read at a glance, with the exact date for machines and on hover. */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  return (
    <time className={className} dateTime={date} title={format(new Date(date), 'd MMM yyyy, HH:mm')}>
      {formatRelativeTime(date)}
    </time>
  );
}
