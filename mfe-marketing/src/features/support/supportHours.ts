/** Product rules (Support): Mon-Fri 9-18 GMT, Sat 10-16 GMT, Sun closed; email response within 24 hours. */
export const supportHours = [
  { days: 'Mon-Fri', hours: '9-18 GMT' },
  { days: 'Sat', hours: '10-16 GMT' },
  { days: 'Sun', hours: 'Closed' },
] as const;

export const EMAIL_RESPONSE_TIME = 'Email response within 24 hours';

/** Opening hour and closing hour (GMT) by day of the week, Sunday first; null when closed. */
const openingHoursByDay: ([number, number] | null)[] = [null, [9, 18], [9, 18], [9, 18], [9, 18], [9, 18], [10, 16]];

/** Whether the team answers live right now; GMT is read as UTC, as the spec states the hours in GMT. */
export function isSupportOpen(at: Date): boolean {
  const hours = openingHoursByDay[at.getUTCDay()];
  if (!hours) return false;
  const hour = at.getUTCHours() + at.getUTCMinutes() / 60;
  return hour >= hours[0] && hour < hours[1];
}
