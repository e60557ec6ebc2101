import { format } from 'date-fns';

/** A moment as the studio lists it: "26 Nov 2026, 14:05". */
export function when(iso: string): string {
  return format(new Date(iso), 'd MMM yyyy, HH:mm');
}
