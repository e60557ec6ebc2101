import type { Lesson } from './types';

/**
 * The published lessons: 1 and 2 of module 1, 1 of module 2 (docs/product-rules.md, "Learning").
 * Section text is light markup (see components/LightMarkup): blank lines separate blocks,
 * '- ' starts a bullet, '1. ' a numbered step, **bold** and *italic* inline.
 */
export const lessons: Lesson[] = [
  {
    moduleId: '1',
    id: '1',
    title: 'Mapping Your Belief System',
    subtitle: 'Discover the hidden rules that decide what you attempt',
    duration: '25 min',
    type: 'Theory & Practice',
    content: {
      overview:
        'Every decision you make passes through a filter of beliefs you rarely notice. Before you can change a limiting belief you have to catch it in your own words. In this lesson you learn what a belief is, how limiting beliefs give themselves away, and you complete your first belief audit.',
      sections: [
        {
          title: 'What a belief really is',
          type: 'theory',
          content: `A belief is a **conclusion your brain treats as a fact**. It was formed from experience, repetition or someone else's opinion, and once formed it works quietly in the background: it decides which opportunities you notice, which risks feel acceptable and which goals you never even consider.

Beliefs are efficient. They save your brain from re-deciding everything from scratch. The trouble starts when a conclusion that once protected you, such as *"speaking up gets me into trouble"*, keeps running long after the situation that created it has gone.

The key idea for this module: **a belief is a habit of thought, not a truth about you.** Habits can be noticed, questioned and replaced.`,
        },
        {
          title: 'How limiting beliefs show up',
          type: 'theory',
          content: `Limiting beliefs fall into three families:

- **About yourself:** "I'm not disciplined", "I'm bad with money", "I'm not a leader".
- **About other people:** "People like me don't get hired for that", "They'll think I'm showing off".
- **About the world:** "You need money to make money", "It's too late to start".

They rarely announce themselves as beliefs. Listen for these signals instead:

- Absolute words: *always*, *never*, *everyone*, *no one*.
- Identity labels: "I'm just not a ___ person".
- Repeated, specific procrastination on one kind of task.
- A ready-made explanation of why something won't work, before you have tried it.`,
        },
        {
          title: 'The Belief Audit',
          type: 'exercise',
          content: `Take a sheet of paper or open the Belief Audit Worksheet from the module materials. Give yourself fifteen minutes and do not edit as you go.

1. Write these five headings: **Money**, **Career**, **Relationships**, **Health**, **Self-worth**.
2. Under each heading, finish the sentence *"When it comes to this, I believe..."* at least twice. Write the first thing that comes, even if it sounds harsh.
3. Read your list back and circle every sentence that contains an absolute word or an identity label.
4. From the circled sentences, choose the **three that cost you the most** right now: the ones standing between you and your 30-day goal.
5. Next to each of the three, score from 0 to 10 how true it *feels* today. You will score them again at the end of the module.`,
        },
        {
          title: 'Why awareness comes first',
          type: 'theory',
          content: `Naming a thought changes your relationship with it. Psychologists call this **cognitive defusion**: the moment you say *"I notice I'm having the thought that I'm not good enough"*, the thought becomes something you observe rather than something you are.

You do not have to argue with your beliefs yet. This week, the only job is to **see them clearly and often**. Each time you catch one, its automatic grip loosens a little, and the next lessons give you the tools to replace it.`,
        },
        {
          title: 'Catch It in the Wild',
          type: 'exercise',
          content: `For the next 24 hours, carry a note on your phone titled **Belief Log**.

- Every time you hear yourself think or say "I can't", "I'm not" or "I should", write it down word for word.
- Add one line about the situation: where you were and what you were about to do.
- Don't judge or fix anything. Collecting is enough.

Tomorrow you will use this log to trace your beliefs back to where they started.`,
        },
      ],
      keyTakeaways: [
        'A belief is a conclusion your brain treats as fact; it is a habit of thought, not a truth about you.',
        'Limiting beliefs hide in absolute words, identity labels and ready-made excuses.',
        'Naming a belief loosens its grip before you try to change it.',
        'Your three most costly beliefs are the focus of the rest of this module.',
      ],
      exercises: [
        {
          id: 'belief-audit',
          title: 'Complete the belief audit',
          description: 'Finish at least ten "I believe..." sentences across the five life areas.',
          estimatedTime: '15 min',
        },
        {
          id: 'top-three',
          title: 'Choose your top three beliefs',
          description: 'Circle the three beliefs that cost you the most right now.',
          estimatedTime: '5 min',
        },
        {
          id: 'rate-beliefs',
          title: 'Rate how true each one feels',
          description: 'Score each of your top three from 0 to 10 and write the date beside it.',
          estimatedTime: '3 min',
        },
        {
          id: 'belief-log',
          title: 'Start your belief log',
          description: 'Log every "I can\'t", "I\'m not" or "I should" you notice for the next 24 hours.',
          estimatedTime: '10 min',
        },
      ],
    },
    nextLesson: '2',
    resources: [
      {
        title: 'Belief Audit Worksheet',
        kind: 'Worksheet',
        description: 'The five life areas with space for your sentences and scores.',
      },
      {
        title: 'Daily reflection prompts',
        kind: 'Prompts',
        description: 'Three questions to close each day of the module.',
      },
    ],
  },
  {
    moduleId: '1',
    id: '2',
    title: 'Tracing Beliefs to Their Roots',
    subtitle: 'Understand where your beliefs came from and what they cost you',
    duration: '30 min',
    type: 'Theory & Practice',
    content: {
      overview:
        'Yesterday you caught your limiting beliefs in your own words. Today you find out where they came from and what keeping them costs you. A belief you can trace to its origin stops feeling like a fact about you and starts looking like what it is: a conclusion someone drew, once, for reasons that may no longer apply.',
      sections: [
        {
          title: 'Beliefs are learned, not born',
          type: 'theory',
          content: `Nobody is born believing they are bad at maths or unworthy of success. Beliefs are learned, usually through one of four routes:

- **Repetition:** something heard again and again from a parent, teacher or coach.
- **A single intense moment:** one public embarrassment can write a rule that lasts decades.
- **Environment:** what the people around you treated as normal, possible or off-limits.
- **Early conclusions:** a young mind explaining a failure with *"it's because I'm not clever"* rather than *"I hadn't learned it yet"*.

Knowing the route matters, because a belief formed by a single moment at age nine deserves far less authority than one built from years of adult evidence.`,
        },
        {
          title: 'Build a Belief Origin Timeline',
          type: 'exercise',
          content: `Take the three beliefs you chose in Lesson 1 and, for each one:

1. Ask: **"When is the first time I remember feeling this was true?"** Write down your age and the situation.
2. Note who was involved and what was said or done.
3. Name the route: repetition, intense moment, environment or early conclusion.
4. Ask: *"Would I accept this conclusion today if a friend described the same event to me?"*

Draw a simple line across the page from birth to today and mark each origin on it. Most people find their strongest beliefs cluster in a few years of childhood or one difficult period of adult life.`,
        },
        {
          title: 'The hidden price tag',
          type: 'theory',
          content: `Every limiting belief survives because it pays you something. "I'm not a leader" protects you from the risk of being judged. "Money is hard to come by" protects you from the disappointment of trying and failing.

That **payoff** is real, which is why willpower alone rarely shifts a belief. But the payoff always comes with a **cost**: the promotion you never applied for, the business you never started, the conversation you avoided.

Change becomes possible at the moment the cost clearly outweighs the payoff, and you can see both written side by side.`,
        },
        {
          title: 'The Cost-Benefit Ledger',
          type: 'exercise',
          content: `For each of your three beliefs, draw two columns.

- In the left column, **What this belief protects me from**, list every payoff honestly.
- In the right column, **What this belief has cost me**, list specific missed opportunities from the last five years: money, relationships, health, experiences.
- Underneath, write one sentence: *"If I keep this belief for five more years, my life will look like..."*

Read the ledger out loud. Notice which column feels heavier.`,
        },
        {
          title: 'From verdict to hypothesis',
          type: 'theory',
          content: `Finish this lesson by changing the grammar of each belief. A verdict sounds final: **"I am bad with money."** A hypothesis can be tested: **"Since I was twelve, I have believed I'm bad with money."**

The second sentence is just as honest, but it puts the belief in time, gives it an origin and leaves room for new evidence. That room is exactly what Lesson 3 will use, when you put each belief on trial.`,
        },
      ],
      keyTakeaways: [
        'Beliefs are learned through repetition, intense moments, environment or early conclusions.',
        'A belief formed in one moment long ago deserves less authority than you have been giving it.',
        'Every limiting belief has a payoff; it changes when the cost clearly outweighs it.',
        'Rewriting a verdict as a hypothesis opens it to new evidence.',
      ],
      exercises: [
        {
          id: 'origin-timeline',
          title: 'Build your origin timeline',
          description: 'Mark where each of your three beliefs started, who was involved and by which route.',
          estimatedTime: '15 min',
        },
        {
          id: 'cost-benefit-ledger',
          title: 'Complete the cost-benefit ledger',
          description: 'List the payoffs and the real costs of each belief, then read both columns aloud.',
          estimatedTime: '10 min',
        },
        {
          id: 'verdict-to-hypothesis',
          title: 'Rewrite each belief as a hypothesis',
          description: 'Turn every verdict into a sentence that starts with when you began believing it.',
          estimatedTime: '5 min',
        },
      ],
    },
    nextLesson: null,
    resources: [
      {
        title: 'Belief Origin Timeline',
        kind: 'Worksheet',
        description: 'A printable timeline with prompts for each belief.',
      },
      {
        title: 'Evidence Journal template',
        kind: 'Template',
        description: 'Start collecting the evidence you will need in Lesson 3.',
      },
    ],
  },
  {
    moduleId: '2',
    id: '1',
    title: 'From Wishes to Outcomes',
    subtitle: 'Write a 30-day goal precise enough to act on today',
    duration: '30 min',
    type: 'Theory & Practice',
    content: {
      overview:
        '"Be more successful" is a wish. "Sign three paying clients by the 30th" is an outcome. This lesson shows why your brain ignores wishes and chases outcomes, gives you a simple formula for a crystallized goal, and ends with a 30-day outcome statement you will use for the rest of the programme.',
      sections: [
        {
          title: 'Why vague goals fail',
          type: 'theory',
          content: `A vague goal gives your brain nothing to aim at. With no clear finish line you cannot tell whether today's effort moved you closer, so motivation fades after a few days and the goal quietly disappears.

Vague goals also make it easy to **negotiate with yourself**. "Get fit" can be satisfied by one walk; "run 5 km without stopping by the 30th" cannot.

Precision does the opposite. It tells your attention what to notice, turns big intentions into obvious next steps and makes every small win visible.`,
        },
        {
          title: 'The anatomy of a crystallized outcome',
          type: 'theory',
          content: `A crystallized outcome has five parts:

- **Result:** what exists at the end that does not exist now.
- **Measure:** a number or a yes/no test anyone could check.
- **Deadline:** a real date, within the 30 days.
- **Starting point:** where you are today, honestly.
- **Reason:** why this matters to you, in one line.

Put together, it follows one formula: *"By [date], I will [measurable result], starting from [where I am now], because [reason]."*`,
        },
        {
          title: 'Draft Your Outcome Statement',
          type: 'exercise',
          content: `Give yourself ten minutes for this.

1. **Brain-dump:** write every goal you have been carrying around, big and small, for three minutes without stopping.
2. **Choose one** that would make the biggest difference if it were done in 30 days.
3. **Fill the formula** for that goal: date, measurable result, starting point, reason.
4. **Test it:** could a stranger read your statement on day 30 and say yes or no without asking you a question? If not, sharpen the measure.`,
        },
        {
          title: 'Stretch, but believable',
          type: 'theory',
          content: `A goal that is too easy does not change your behaviour; one that feels impossible triggers the limiting beliefs you worked on in Module 1.

Aim for the **stretch zone**: you should feel about 50 to 70 percent confident you can reach it. That level of uncertainty keeps you focused without tipping into avoidance.

If your confidence is below 50 percent, shrink the measure or extend the scope of help you will ask for. If it is above 70 percent, raise the bar.`,
        },
        {
          title: 'The Confidence Check',
          type: 'exercise',
          content: `Read your outcome statement out loud and ask: **"How confident am I, from 0 to 100 percent, that I will do this by the deadline?"**

- Below 50: adjust the measure or the deadline and check again.
- From 50 to 70: keep it. This is your goal for the next 30 days.
- Above 70: raise the measure until it feels like a stretch.

Write the final statement on a card and put it where you will see it every morning.`,
        },
      ],
      keyTakeaways: [
        'Vague goals fade because progress is invisible; precise outcomes make every step count.',
        'A crystallized outcome has a result, a measure, a deadline, a starting point and a reason.',
        'The right goal sits in the stretch zone: 50 to 70 percent confident.',
        'Your outcome statement becomes the filter for every decision in the next 30 days.',
      ],
      exercises: [
        {
          id: 'goal-brain-dump',
          title: 'Brain-dump your goals',
          description: 'Write every goal you are carrying for three minutes without stopping.',
          estimatedTime: '5 min',
        },
        {
          id: 'outcome-statement',
          title: 'Draft your outcome statement',
          description: 'Fill in the formula: date, measurable result, starting point and reason.',
          estimatedTime: '10 min',
        },
        {
          id: 'confidence-check',
          title: 'Run the confidence check',
          description: 'Adjust the goal until you are 50 to 70 percent confident you can reach it.',
          estimatedTime: '5 min',
        },
        {
          id: 'share-outcome',
          title: 'Share your statement with one person',
          description: 'Tell a friend or post it in the community so someone will ask you about it.',
          estimatedTime: '5 min',
        },
      ],
    },
    nextLesson: null,
    resources: [
      {
        title: 'Outcome Statement template',
        kind: 'Template',
        description: 'The five-part formula with worked examples.',
      },
      {
        title: 'Five Whys worksheet',
        kind: 'Worksheet',
        description: 'Preparation for the next lesson on finding your real reason.',
      },
    ],
  },
];
