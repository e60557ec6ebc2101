import { Badge, ButtonLink, Card, Cluster, ProgressBar, Stack, useParams } from '@mindset/shared-ui';
import styled from 'styled-components';
import { BackLink } from '../../components/BackLink';
import { DownloadMaterialsButton } from '../../components/DownloadMaterialsButton';
import { LockIcon } from '../../components/LockIcon';
import { ModuleNotFoundScreen } from '../../components/MissingContentScreen';
import { Page } from '../../components/Page';
import { findModule, findModuleDetail } from '../../data/catalog';
import { dailyTimeGuidance, moduleCommunityStats, quickStartGuide } from '../../data/programme.data';
import type { CurriculumItem, Module, ModuleDetail } from '../../data/types';
import { useModuleProgress } from '../../store/useModuleProgress';

const Header = styled.header`
  max-width: 50rem;
  margin-bottom: ${({ theme }) => theme.space.xl};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const Subtitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Overview = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, 1fr);
  }
  > div {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.space.md};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const ProgressCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const ProgressHeading = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled(Stack)`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Curriculum = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const CurriculumEntry = styled.li`
  display: grid;
  grid-template-columns: 5.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xs};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0 0 ${({ theme }) => theme.space.xxs};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Day = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const EntryMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xxs};
`;

const CheckList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
  li::before {
    content: '✓';
    color: ${({ theme }) => theme.colors.success};
    font-weight: 700;
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > div {
    display: flex;
    flex-direction: column-reverse;
  }
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function dayLabel(day: CurriculumItem['day']): string {
  return typeof day === 'number' ? `Day ${day}` : `Days ${day}`;
}

function ModuleDetailContent({ module, detail }: { module: Module; detail: ModuleDetail }) {
  const progress = useModuleProgress(module.id);

  return (
    <Page>
      <BackLink to="/modules">All modules</BackLink>
      <Header>
        <Cluster $gap="xs" $align="center">
          <Badge>Module {module.number}</Badge>
          <Badge $tone="info">{module.timeline}</Badge>
          {module.locked ? (
            <Badge $tone="accent">
              <LockIcon />
              Locked
            </Badge>
          ) : null}
        </Cluster>
        <h1>{module.title}</h1>
        <Subtitle>{module.subtitle}</Subtitle>
        <Muted>{module.description}</Muted>
      </Header>

      <section aria-labelledby="overview-title">
        <h2 id="overview-title" className="sr-only">
          Overview
        </h2>
        <Overview>
          <div>
            <dt>Duration</dt>
            <dd>{detail.overview.duration}</dd>
          </div>
          <div>
            <dt>Lessons</dt>
            <dd>{detail.overview.lessons}</dd>
          </div>
          <div>
            <dt>Exercises</dt>
            <dd>{detail.overview.exercises}</dd>
          </div>
          <div>
            <dt>Difficulty</dt>
            <dd>{detail.overview.difficulty}</dd>
          </div>
        </Overview>
      </section>

      <ProgressCard as="section" aria-labelledby="progress-title">
        <ProgressHeading>
          <h2 id="progress-title">Your progress</h2>
          <strong>{progress.percent}%</strong>
        </ProgressHeading>
        <ProgressBar value={progress.percent} label={`${module.title} progress`} height="0.75rem" />
        <Muted>
          {progress.completedLessons} of {progress.totalLessons} lessons complete · Set aside {dailyTimeGuidance}
        </Muted>
        <Actions>
          <ButtonLink to={progress.action.to} $size="lg">
            {progress.action.label}
          </ButtonLink>
          <DownloadMaterialsButton module={module} detail={detail} $variant="outline" $size="lg" />
        </Actions>
      </ProgressCard>

      <Columns>
        <Column $gap="lg">
          <section aria-labelledby="curriculum-title">
            <h2 id="curriculum-title">Daily Curriculum</h2>
            <Curriculum>
              {detail.curriculum.map((item) => (
                <CurriculumEntry key={String(item.day)}>
                  <Day>{dayLabel(item.day)}</Day>
                  <div>
                    <h3>{item.title}</h3>
                    <EntryMeta>
                      <Badge $tone={item.type === 'Lesson' ? 'info' : item.type === 'Review' ? 'success' : 'accent'}>
                        {item.type}
                      </Badge>
                      <Badge>{item.duration}</Badge>
                    </EntryMeta>
                    <p>{item.content}</p>
                  </div>
                </CurriculumEntry>
              ))}
            </Curriculum>
          </section>
          <section aria-labelledby="outcomes-title">
            <h2 id="outcomes-title">What You'll Achieve</h2>
            <CheckList>
              {detail.outcomes.map((outcome) => (
                <li key={outcome}>{outcome}</li>
              ))}
            </CheckList>
          </section>
        </Column>

        <Column as="aside" $gap="lg" aria-label="Module resources">
          <Card as="section" aria-labelledby="tools-title">
            <h2 id="tools-title">Tools Included</h2>
            <CheckList>
              {detail.tools.map((tool) => (
                <li key={tool}>{tool}</li>
              ))}
            </CheckList>
          </Card>
          <Card as="section" aria-labelledby="community-title">
            <h2 id="community-title">Module Community</h2>
            <Stats>
              <div>
                <dt>members in this module</dt>
                <dd>{moduleCommunityStats.members}</dd>
              </div>
              <div>
                <dt>average completion</dt>
                <dd>{moduleCommunityStats.averageCompletion}</dd>
              </div>
            </Stats>
          </Card>
          <Card as="section" aria-labelledby="quick-start-title">
            <h2 id="quick-start-title">Quick Start Guide</h2>
            <Steps>
              {quickStartGuide.map((step) => (
                <li key={step.title}>
                  <strong>{step.title}</strong>
                  <p>{step.description}</p>
                </li>
              ))}
            </Steps>
          </Card>
        </Column>
      </Columns>
    </Page>
  );
}

/** /modules/:moduleId: a module's overview, curriculum and resources; only modules with detail exist. */
export function ModuleDetailScreen() {
  const { moduleId } = useParams();
  const module = findModule(moduleId);
  const detail = findModuleDetail(moduleId);

  if (!module || !detail) {
    return <ModuleNotFoundScreen />;
  }
  return <ModuleDetailContent module={module} detail={detail} />;
}
