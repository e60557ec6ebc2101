import { subMinutes } from 'date-fns';
import type { ConversationId } from '../../data/collabPlaces';
import { members } from '../../data/members';
import type { ChatMessage, Reaction, SampleConversation } from './chatTypes';

/** Sample times are relative to page load, so they read naturally ("12 minutes ago") on any day. */
function minutesAgo(minutes: number): string {
  return subMinutes(new Date(), minutes).toISOString();
}

function reaction(emoji: string, count: number, userReacted = false): Reaction {
  return { emoji, count, userReacted };
}

type SampleEntry = Omit<ChatMessage, 'isThreadParent' | 'replies'> & { thread?: ChatMessage[] };

/** Thread parents get their reply count from their thread, so the two can never disagree. */
function conversation(entries: SampleEntry[]): SampleConversation {
  const threads: Record<string, ChatMessage[]> = {};
  const messages = entries.map(({ thread, ...message }): ChatMessage => {
    if (!thread) return message;
    threads[message.id] = thread;
    return { ...message, isThreadParent: true, replies: thread.length };
  });
  return { messages, threads };
}

export const sampleConversations: Record<ConversationId, SampleConversation> = {
  general: conversation([
    {
      id: 'general-1',
      user: members.sarah,
      content:
        'Welcome to the collab hub, everyone! Introduce yourself here: your name, where you are and one thing you want to change this year.',
      timestamp: minutesAgo(320),
      reactions: [reaction('👋', 14), reaction('❤️', 6, true)],
      thread: [
        {
          id: 'general-1-r1',
          user: members.marcus,
          content: "Marcus from Leeds. I want to stop starting projects I don't finish.",
          timestamp: minutesAgo(300),
          reactions: [reaction('💪', 3)],
        },
        {
          id: 'general-1-r2',
          user: members.priya,
          content: 'Priya, Toronto. Journaling every single morning, no excuses.',
          timestamp: minutesAgo(280),
          reactions: [],
        },
        {
          id: 'general-1-r3',
          user: members.emma,
          content: 'Emma from Cork! Finishing the first draft of my novel.',
          timestamp: minutesAgo(250),
          reactions: [reaction('📚', 2)],
        },
      ],
    },
    {
      id: 'general-2',
      user: members.david,
      content: 'Does anyone else find that the hardest part of a new habit is day 4, not day 1?',
      timestamp: minutesAgo(95),
      reactions: [reaction('💯', 5), reaction('😅', 2)],
      thread: [
        {
          id: 'general-2-r1',
          user: members.sarah,
          content:
            'Day 4 is when the novelty wears off. Shrink the habit until it feels almost too easy, then build back up.',
          timestamp: minutesAgo(80),
          reactions: [reaction('🙏', 4)],
        },
      ],
    },
    {
      id: 'general-3',
      user: members.lena,
      content: 'Reminder that the evening reflection voice room opens at 8pm. Bring one thing you learned today.',
      timestamp: minutesAgo(42),
      reactions: [reaction('👍', 7)],
    },
    {
      id: 'general-4',
      user: members.james,
      content:
        'Quick one: please keep promotions to the resources channel so this one stays a conversation. Thanks all!',
      timestamp: minutesAgo(12),
      reactions: [reaction('👍', 3, true)],
    },
  ]),
  'goals-accountability': conversation([
    {
      id: 'goals-1',
      user: members.james,
      content: 'Weekly check-in thread: post your goal for the week and the first step you take tomorrow.',
      timestamp: minutesAgo(600),
      reactions: [reaction('🎯', 9)],
      thread: [
        {
          id: 'goals-1-r1',
          user: members.marcus,
          content: 'Ship the landing page for my side project. First step: write the headline before 9am.',
          timestamp: minutesAgo(560),
          reactions: [reaction('🔥', 2)],
        },
        {
          id: 'goals-1-r2',
          user: members.priya,
          content: 'Three runs this week. Shoes are already by the door.',
          timestamp: minutesAgo(500),
          reactions: [reaction('🏃', 3)],
        },
      ],
    },
    {
      id: 'goals-2',
      user: members.emma,
      content: 'Checking in: 4,200 words this week against a goal of 5,000. Not there yet but closer than last week.',
      timestamp: minutesAgo(130),
      reactions: [reaction('💪', 6), reaction('📈', 2)],
    },
    {
      id: 'goals-3',
      user: members.david,
      content: 'Missed two days of my morning routine. Restarting today instead of waiting for Monday.',
      timestamp: minutesAgo(25),
      reactions: [reaction('🙌', 8, true)],
    },
  ]),
  'daily-wins': conversation([
    {
      id: 'wins-1',
      user: members.priya,
      content: 'Finished my first 5k without stopping! Six weeks ago I could barely run for two minutes.',
      timestamp: minutesAgo(210),
      reactions: [reaction('🎉', 12), reaction('🏃', 4)],
      thread: [
        {
          id: 'wins-1-r1',
          user: members.sarah,
          content: 'This is huge, Priya. Write down how it felt so you can come back to it on the hard days.',
          timestamp: minutesAgo(200),
          reactions: [reaction('❤️', 3)],
        },
      ],
    },
    {
      id: 'wins-2',
      user: members.marcus,
      content: 'Said no to a meeting that did not need me and used the hour for deep work. Small, but it felt great.',
      timestamp: minutesAgo(75),
      reactions: [reaction('👏', 5)],
    },
    {
      id: 'wins-3',
      user: members.lena,
      content: 'Ten days of meditation in a row. The streak is starting to feel like part of me.',
      timestamp: minutesAgo(18),
      reactions: [reaction('🧘', 6), reaction('🔥', 3, true)],
    },
  ]),
  resources: conversation([
    {
      id: 'resources-1',
      user: members.sarah,
      content:
        "Pinned: Atomic Habits, Mindset by Carol Dweck and The Power of Now. Start with whichever one you'll actually open.",
      timestamp: minutesAgo(1440),
      reactions: [reaction('📚', 15), reaction('📌', 4)],
    },
    {
      id: 'resources-2',
      user: members.emma,
      content:
        'A simple weekly review template that works for me: wins, lessons, one thing to drop, one thing to double.',
      timestamp: minutesAgo(400),
      reactions: [reaction('💡', 9)],
      thread: [
        {
          id: 'resources-2-r1',
          user: members.david,
          content: 'Stealing this. "One thing to drop" is the question I never ask myself.',
          timestamp: minutesAgo(380),
          reactions: [],
        },
        {
          id: 'resources-2-r2',
          user: members.lena,
          content: 'I added "one person to thank" to mine. Changes the tone of the whole review.',
          timestamp: minutesAgo(360),
          reactions: [reaction('❤️', 2)],
        },
      ],
    },
    {
      id: 'resources-3',
      user: members.marcus,
      content: 'The 2-minute rule from the habits module is the most useful thing I have learned this year.',
      timestamp: minutesAgo(50),
      reactions: [reaction('👍', 4)],
    },
  ]),
  events: conversation([
    {
      id: 'events-1',
      user: members.james,
      content: 'Live workshop on Thursday at 7pm GMT: "Designing a week you actually want to live". Bring a calendar.',
      timestamp: minutesAgo(720),
      reactions: [reaction('📅', 11), reaction('🙌', 5)],
      thread: [
        {
          id: 'events-1-r1',
          user: members.priya,
          content: 'Will there be a recording for those of us in other time zones?',
          timestamp: minutesAgo(700),
          reactions: [],
        },
        {
          id: 'events-1-r2',
          user: members.james,
          content: 'Yes, it will be posted in resources the next morning.',
          timestamp: minutesAgo(690),
          reactions: [reaction('🙏', 3)],
        },
      ],
    },
    {
      id: 'events-2',
      user: members.lena,
      content: 'Saturday morning walk and talk in Hyde Park, 9am by the Serpentine café. All paces welcome.',
      timestamp: minutesAgo(140),
      reactions: [reaction('🚶', 6)],
    },
    {
      id: 'events-3',
      user: members.sarah,
      content: 'The 30-day mindset challenge starts on the 1st. Sign-ups are open in the community hub.',
      timestamp: minutesAgo(35),
      reactions: [reaction('🔥', 9), reaction('💪', 4)],
    },
  ]),
  'goal-crushers': conversation([
    {
      id: 'crushers-1',
      user: members.marcus,
      content: 'Sprint 3 kickoff: what is the one goal that would make this fortnight a success?',
      timestamp: minutesAgo(260),
      reactions: [reaction('🎯', 7)],
      thread: [
        {
          id: 'crushers-1-r1',
          user: members.david,
          content: 'Launch the newsletter. Ten subscribers is a win.',
          timestamp: minutesAgo(240),
          reactions: [reaction('🚀', 2)],
        },
      ],
    },
    {
      id: 'crushers-2',
      user: members.emma,
      content: 'Broke my big goal into 14 tiny tasks. Already ticked off three today.',
      timestamp: minutesAgo(60),
      reactions: [reaction('💪', 5), reaction('✅', 3)],
    },
    {
      id: 'crushers-3',
      user: members.james,
      content: 'Accountability pairs for this sprint are posted in the pinned message. Say hi to your partner!',
      timestamp: minutesAgo(20),
      reactions: [reaction('👍', 6)],
    },
  ]),
  'morning-mindset': conversation([
    {
      id: 'morning-1',
      user: members.lena,
      content:
        'Up at 5:45. Water, ten minutes of breathing, three lines in the journal. What does your first hour look like?',
      timestamp: minutesAgo(180),
      reactions: [reaction('☀️', 9), reaction('🧘', 3)],
      thread: [
        {
          id: 'morning-1-r1',
          user: members.priya,
          content: 'No phone until after breakfast. It changed everything.',
          timestamp: minutesAgo(170),
          reactions: [reaction('💯', 4)],
        },
        {
          id: 'morning-1-r2',
          user: members.david,
          content: 'A short walk before coffee. Daylight first, then everything else.',
          timestamp: minutesAgo(160),
          reactions: [],
        },
        {
          id: 'morning-1-r3',
          user: members.sarah,
          content: 'Love these. Pick one and keep it for a week before adding another.',
          timestamp: minutesAgo(150),
          reactions: [reaction('🙏', 2)],
        },
      ],
    },
    {
      id: 'morning-2',
      user: members.priya,
      content: "Today's journaling prompt: what would make today great, and what is in my control?",
      timestamp: minutesAgo(45),
      reactions: [reaction('✍️', 5)],
    },
  ]),
  'mindful-leaders': conversation([
    {
      id: 'leaders-1',
      user: members.james,
      content: 'How do you handle feedback conversations when you are stressed yourself?',
      timestamp: minutesAgo(500),
      reactions: [reaction('🤔', 6)],
      thread: [
        {
          id: 'leaders-1-r1',
          user: members.sarah,
          content: 'I postpone them until I have had a walk. A calm five minutes beats an honest but rushed thirty.',
          timestamp: minutesAgo(470),
          reactions: [reaction('💡', 5)],
        },
        {
          id: 'leaders-1-r2',
          user: members.marcus,
          content: 'Naming it helps: "I am a bit stretched today, so tell me if I am unclear."',
          timestamp: minutesAgo(450),
          reactions: [reaction('👍', 3)],
        },
      ],
    },
    {
      id: 'leaders-2',
      user: members.emma,
      content:
        'Started ending team meetings with one minute of silence to write down decisions. Fewer follow-up emails already.',
      timestamp: minutesAgo(90),
      reactions: [reaction('🙌', 7), reaction('📝', 2)],
    },
  ]),
};
