import { Badge, Button, ButtonLink, Card, Cluster, ProgressBar } from '@mindset/shared-ui';
import styled from 'styled-components';
import { LockIcon } from '../../components/LockIcon';
import type { Module } from '../../data/types';
import { useModuleProgress } from '../../store/useModuleProgress';

// Locked cards are "dimmed" with a muted surface and dashed border rather than opacity, so text keeps AA contrast.
const Article = styled(Card)<{ $locked: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  ${({ $locked, theme }) =>
    $locked
      ? `background: ${theme.colors.surfaceMuted}; border-style: dashed; box-shadow: none;
         [role='progressbar'] { background: ${theme.colors.border}; }`
      : `border-top: 4px solid ${theme.colors.accent};`}
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin: 0;
  }
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  p {
    margin: 0;
  }
`;

const ModuleNumber = styled.span<{ $locked: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  background: ${({ theme, $locked }) => ($locked ? theme.colors.border : theme.colors.primary)};
  color: ${({ theme, $locked }) => ($locked ? theme.colors.text : theme.colors.onPrimary)};
  margin-right: ${({ theme }) => theme.space.xxs};
`;

const Subtitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Objectives = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Techniques = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  li {
    padding: 0.125rem 0.625rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const ProgressRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin-top: auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  > div:first-child {
    display: flex;
    justify-content: space-between;
  }
`;

export function ModuleCard({ module }: { module: Module }) {
  const progress = useModuleProgress(module.id);
  const headingId = `module-${module.id}-title`;

  return (
    <Article as="article" $locked={module.locked} aria-labelledby={headingId}>
      <Cluster $gap="xs" $align="center">
        <ModuleNumber $locked={module.locked} aria-hidden="true">
          {module.number}
        </ModuleNumber>
        <Badge $tone="info">{module.timeline}</Badge>
        <Badge>{module.duration}</Badge>
        {module.locked ? (
          <Badge $tone="accent">
            <LockIcon />
            Locked
          </Badge>
        ) : null}
      </Cluster>
      <h2 id={headingId}>
        <span className="sr-only">Module {module.number}: </span>
        {module.title}
      </h2>
      <Subtitle>{module.subtitle}</Subtitle>
      <Description>{module.description}</Description>
      <div>
        <h3>Objectives</h3>
        <Objectives>
          {module.objectives.map((objective) => (
            <li key={objective}>{objective}</li>
          ))}
        </Objectives>
      </div>
      <div>
        <h3>Techniques</h3>
        <Techniques>
          {module.techniques.map((technique) => (
            <li key={technique}>{technique}</li>
          ))}
        </Techniques>
      </div>
      <ProgressRow>
        <div>
          <span>Progress</span>
          <strong>{progress.percent}%</strong>
        </div>
        <ProgressBar value={progress.percent} label={`${module.title} progress`} />
      </ProgressRow>
      <Cluster>
        {module.locked ? (
          <Button disabled>{progress.action.label}</Button>
        ) : (
          <ButtonLink to={progress.action.to} aria-label={`${progress.action.label}: ${module.title}`}>
            {progress.action.label}
          </ButtonLink>
        )}
        {module.locked ? null : (
          <ButtonLink to={`/modules/${module.id}`} $variant="outline" aria-label={`Preview ${module.title}`}>
            Preview
          </ButtonLink>
        )}
      </Cluster>
    </Article>
  );
}
