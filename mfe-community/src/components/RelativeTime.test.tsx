import { formatRelativeTime } from './RelativeTime';

describe('formatRelativeTime', () => {
  const now = new Date('2025-03-01T12:00:00Z');

  it("says 'now' for anything under a minute old", () => {
    expect(formatRelativeTime('2025-03-01T11:59:30Z', now)).toBe('now');
    expect(formatRelativeTime('2025-03-01T12:00:00Z', now)).toBe('now');
  });

  it("uses date-fns' strict distance after that", () => {
    expect(formatRelativeTime('2025-03-01T11:15:00Z', now)).toBe('45 minutes ago');
    expect(formatRelativeTime('2025-03-01T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2025-02-27T12:00:00Z', now)).toBe('2 days ago');
  });
});
