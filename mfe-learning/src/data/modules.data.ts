import type { Module } from './types';

/** The six modules of the 30-day system, in programme order (docs/product-rules.md, "Learning"). */
export const modules: Module[] = [
  {
    id: '1',
    number: 1,
    title: 'Limiting Belief Elimination',
    subtitle: 'Find the beliefs that hold you back and replace them with ones that move you forward',
    timeline: 'Week 1-2',
    duration: '14 days',
    description:
      'Most of what stops us is not a lack of skill but a handful of unexamined rules about what is possible for people like us. In this module you surface those rules, test them against evidence and install replacements you can act on.',
    objectives: [
      'Map the beliefs behind your biggest hesitations',
      'Trace each belief to where it came from and what it costs you',
      'Replace your top three limiting beliefs with tested, empowering ones',
    ],
    techniques: ['Belief audit', 'Evidence journaling', 'Cost-benefit reframing', 'Daily proof actions'],
    locked: false,
  },
  {
    id: '2',
    number: 2,
    title: 'Goal Crystallization Protocol',
    subtitle: 'Turn vague wishes into precise outcomes you can see, measure and schedule',
    timeline: 'Week 2-3',
    duration: '14 days',
    description:
      'A goal you cannot describe in one sentence is a goal you cannot chase. This module turns broad ambitions into a single 30-day outcome, a reason strong enough to carry you through bad days and a weekly plan that makes progress visible.',
    objectives: [
      'Write one 30-day outcome statement you can measure',
      'Connect the outcome to a personal reason that survives setbacks',
      'Break the outcome into weekly milestones and daily actions',
    ],
    techniques: ['Outcome statements', 'The five whys', 'Milestone mapping', 'Weekly review'],
    locked: true,
  },
  {
    id: '3',
    number: 3,
    title: 'Rapid Implementation Engine',
    subtitle: 'Close the gap between knowing and doing with a daily execution system',
    timeline: 'Week 3-4',
    duration: '14 days',
    description:
      'Insight without action changes nothing. Here you build a simple daily execution loop: decide the one move that matters, do it before noon and review it before bed, so momentum compounds instead of stalling.',
    objectives: [
      'Pick the one daily action with the biggest effect on your goal',
      'Beat procrastination with time-boxing and the two-minute start',
      'Track momentum with a visible daily scorecard',
    ],
    techniques: ['Time-boxing', 'Two-minute start', 'Implementation intentions', 'Daily scorecard'],
    locked: true,
  },
  {
    id: '4',
    number: 4,
    title: 'Mental Resilience Armor',
    subtitle: 'Stay steady under pressure and recover fast from setbacks',
    timeline: 'Ongoing',
    duration: 'Lifetime',
    description:
      'Setbacks are guaranteed; staying down is optional. This ongoing module gives you practices for stress, criticism and failure that you keep using long after the 30 days are over.',
    objectives: [
      'Recognise your early stress signals before they take over',
      'Reframe setbacks as data with a repeatable recovery routine',
      'Build daily habits that keep your energy and focus stable',
    ],
    techniques: ['Box breathing', 'Setback debriefs', 'Stress inoculation', 'Energy management'],
    locked: true,
  },
  {
    id: '5',
    number: 5,
    title: "Winner's Mindset Installation",
    subtitle: 'Think, decide and act like the person who already reached the goal',
    timeline: 'Week 2-4',
    duration: '21 days',
    description:
      'Identity drives behaviour. Over 21 days you define the person who achieves your goal, rehearse their decisions and collect daily evidence that you are becoming them.',
    objectives: [
      'Write a clear identity statement for the person you are becoming',
      'Use mental rehearsal before important moments',
      'Collect daily evidence that reinforces the new identity',
    ],
    techniques: ['Identity statements', 'Mental rehearsal', 'Evidence stacking', 'Decision filters'],
    locked: true,
  },
  {
    id: '6',
    number: 6,
    title: 'Instant Confidence Activation',
    subtitle: 'Switch on calm, grounded confidence when it counts',
    timeline: 'Week 1-4',
    duration: '30 days',
    description:
      'Confidence is a state you can learn to enter on purpose. Across the full 30 days you practise short physical and mental routines that get you ready for calls, presentations and hard conversations.',
    objectives: [
      'Build a two-minute pre-performance routine',
      'Use posture, breath and voice to change your state',
      'Grow confidence through small, deliberate daily stretches',
    ],
    techniques: ['Anchoring', 'Power posture', 'Comfort-zone stretches', 'Pre-performance routine'],
    locked: true,
  },
];
