import { isSupportOpen } from './supportHours';

describe('support hours (Mon-Fri 9-18 GMT, Sat 10-16 GMT, Sun closed)', () => {
  it.each([
    ['2024-12-02T08:59:00Z', false, 'Monday before nine'],
    ['2024-12-02T09:00:00Z', true, 'Monday at nine'],
    ['2024-12-06T17:59:00Z', true, 'Friday just before six'],
    ['2024-12-06T18:00:00Z', false, 'Friday at six'],
    ['2024-12-07T09:30:00Z', false, 'Saturday before ten'],
    ['2024-12-07T15:59:00Z', true, 'Saturday afternoon'],
    ['2024-12-07T16:00:00Z', false, 'Saturday at four'],
    ['2024-12-08T12:00:00Z', false, 'Sunday noon'],
  ])('%s is open: %s (%s)', (isoTime, expected) => {
    expect(isSupportOpen(new Date(isoTime))).toBe(expected);
  });
});
