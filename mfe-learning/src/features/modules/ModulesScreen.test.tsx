import { screen, within } from '@testing-library/react';
import { lessonKey } from '../../data/catalog';
import { emptyLessonProgress, useLearningStore } from '../../store/learningStore';
import { renderApp, resetVisitor } from '../../test/renderApp';

const titles = [
  'Limiting Belief Elimination',
  'Goal Crystallization Protocol',
  'Rapid Implementation Engine',
  'Mental Resilience Armor',
  "Winner's Mindset Installation",
  'Instant Confidence Activation',
];

/** The six cards in programme order, each checked against its title. */
function moduleCards() {
  const cards = screen.getAllByRole('article');
  cards.forEach((card, index) => expect(card).toHaveAccessibleName(`Module ${index + 1}: ${titles[index]}`));
  return cards.map((card) => within(card));
}

describe('/modules', { timeout: 30_000 }, () => {
  beforeEach(resetVisitor);

  it('lists the six modules with their timelines and durations, all at 0% for a new visitor', () => {
    renderApp('/modules');
    expect(screen.getByRole('heading', { level: 1, name: 'Training Modules' })).toBeInTheDocument();
    const expected = [
      ['Week 1-2', '14 days'],
      ['Week 2-3', '14 days'],
      ['Week 3-4', '14 days'],
      ['Ongoing', 'Lifetime'],
      ['Week 2-4', '21 days'],
      ['Week 1-4', '30 days'],
    ];
    expect(screen.getAllByRole('article')).toHaveLength(6);
    moduleCards().forEach((card, index) => {
      const [timeline, duration] = expected[index] ?? [];
      expect(card.getByText(timeline as string)).toBeInTheDocument();
      expect(card.getByText(duration as string)).toBeInTheDocument();
      expect(card.getByText('0%')).toBeInTheDocument();
      expect(card.getByText('Objectives')).toBeInTheDocument();
      expect(card.getByText('Techniques')).toBeInTheDocument();
    });
  });

  it('opens module 1 with Start Module and Preview, and keeps modules 2 to 6 locked', () => {
    renderApp('/modules');
    const [first, ...locked] = moduleCards();
    expect(first?.getByRole('link', { name: /^Start Module/ })).toHaveAttribute('href', '/modules/1/lesson/1');
    expect(first?.getByRole('link', { name: /^Preview/ })).toHaveAttribute('href', '/modules/1');
    expect(first?.queryByText('Locked')).not.toBeInTheDocument();

    expect(locked).toHaveLength(5);
    for (const card of locked) {
      expect(card.getByText('Locked')).toBeInTheDocument();
      expect(card.getByRole('button', { name: 'Start Module' })).toBeDisabled();
      expect(card.queryByRole('link')).not.toBeInTheDocument();
      expect(card.queryByText('Preview')).not.toBeInTheDocument();
    }
  });

  it('links to /join and /community in the closing call to action', () => {
    renderApp('/modules');
    expect(screen.getByRole('link', { name: 'Join the Community' })).toHaveAttribute('href', '/join');
    expect(screen.getByRole('link', { name: 'See Member Results' })).toHaveAttribute('href', '/community');
  });

  it('shows Continue to the next open lesson once a lesson is complete', () => {
    useLearningStore.setState({ lessons: { [lessonKey('1', '1')]: { ...emptyLessonProgress, complete: true } } });
    renderApp('/modules');
    const [first] = moduleCards();
    // 1 of 8 lessons.
    expect(first?.getByText('13%')).toBeInTheDocument();
    expect(first?.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '13');
    expect(first?.getByRole('link', { name: /^Continue/ })).toHaveAttribute('href', '/modules/1/lesson/2');
    expect(first?.queryByRole('link', { name: /^Start Module/ })).not.toBeInTheDocument();
  });
});
