/** Sample direct-message conversations (Product rules (Community): Message thread, Message). Read-only; sent messages live in the store. */
export interface SampleMessage {
  id: string;
  sender: 'me' | 'them';
  content: string;
  /** How long before the page loaded it was sent, so the sample always reads as recent. */
  minutesAgo: number;
}

export interface SampleThread {
  id: string;
  /** The other person; name and avatar come from the community's sample users. */
  username: string;
  unread: number;
  online: boolean;
  /** Oldest first; the last one is the thread's last message. */
  messages: SampleMessage[];
}

export const sampleThreads: SampleThread[] = [
  {
    id: '1',
    username: 'sarah.growth',
    unread: 2,
    online: true,
    messages: [
      { id: '1-1', sender: 'me', content: 'Your post on morning pages really landed with me.', minutesAgo: 1500 },
      { id: '1-2', sender: 'them', content: 'So glad! How many days in are you now?', minutesAgo: 1490 },
      { id: '1-3', sender: 'me', content: 'Day 18. Still going.', minutesAgo: 1480 },
      { id: '1-4', sender: 'them', content: 'That is huge. Keep stacking those wins!', minutesAgo: 12 },
      { id: '1-5', sender: 'them', content: 'Are you joining the live session on Thursday?', minutesAgo: 5 },
    ],
  },
  {
    id: '2',
    username: 'marcus.rise',
    unread: 1,
    online: false,
    messages: [
      { id: '2-1', sender: 'them', content: 'Thanks for the follow, Alex.', minutesAgo: 200 },
      { id: '2-2', sender: 'me', content: 'Your module 3 story was the push I needed.', minutesAgo: 190 },
      { id: '2-3', sender: 'them', content: 'Happy to share the worksheet I used. Want it?', minutesAgo: 95 },
    ],
  },
  {
    id: '3',
    username: 'emma.focus',
    unread: 0,
    online: true,
    messages: [
      { id: '3-1', sender: 'them', content: 'Which journal prompt are you using this week?', minutesAgo: 3000 },
      { id: '3-2', sender: 'me', content: 'What would the best version of me do today?', minutesAgo: 2900 },
      { id: '3-3', sender: 'them', content: 'Love that one. Stealing it.', minutesAgo: 2880 },
    ],
  },
];
