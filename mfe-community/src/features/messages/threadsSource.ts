import type { LoadStatus } from '../../components/memberData';
import type { Thread } from './useThreads';

/**
 * Where the messages screens read and send conversations: a guest's are the sample and what they
 * sent on this device, a member's are member-service's. Chosen once for the feature (WithThreads).
 */
export interface ThreadsSource {
  /** Every conversation, most recent first. */
  threads: Thread[];
  /** A guest's are 'ready' at once; a member's are 'loading' until the list (and the open conversation) came. */
  status: LoadStatus;
  error: string | null;
  reload: () => void;
  /** Sends into a conversation; null once sent, else the sentence to show. */
  send: (threadId: string, text: string) => Promise<string | null>;
  /**
   * Opens the conversation with someone and sends the first message: its id (with the sentence to
   * show if the message was refused), or the sentence saying why it could not be opened.
   */
  start: (username: string, text: string) => Promise<{ id: string; refused: string | null } | { error: string }>;
  /** A member may write to anyone by username (the service says if there is nobody); a guest to the sample people. */
  writesToAnyone: boolean;
}
