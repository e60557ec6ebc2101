import { directoryAnswer } from '@mindset/member-contract';
import { useServed } from '../../../components/useServed';

/** The directory, by name, username or email (everyone, newest first, when the search is empty). */
export function useDirectory(search: string) {
  return useServed(`/moderation/members?q=${encodeURIComponent(search)}`, directoryAnswer);
}
