import { Badge, Card, Cluster, ProgressBar, useParams } from '@mindset/shared-ui';
import styled from 'styled-components';
import { BackLink } from '../../components/BackLink';
import { DownloadMaterialsButton } from '../../components/DownloadMaterialsButton';
import { LightMarkup } from '../../components/LightMarkup';
import { MemberProgressStatus } from '../../components/MemberProgressStatus';
import { MissingContentScreen } from '../../components/MissingContentScreen';
import { Page } from '../../components/Page';
import { findLesson, findModule, findModuleDetail, lessonKey, lessonPath, percentOf } from '../../data/catalog';
import type { Lesson, Module, ModuleDetail } from '../../data/types';
import { useLearningStore, useLessonProgress } from '../../store/learningStore';
import { ExerciseChecklist, exerciseCheckboxId } from './ExerciseChecklist';
import { LessonNavigation } from './LessonNavigation';
import { LessonNotes } from './LessonNotes';

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const Subtitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ModuleProgress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 32rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  > div:first-child {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 46rem) 18rem;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Section = styled.section<{ $exercise: boolean }>`
  padding: ${({ theme, $exercise }) => ($exercise ? theme.space.lg : 0)};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ theme, $exercise }) =>
    $exercise ? `background: ${theme.colors.warningSoft}; border-left: 4px solid ${theme.colors.accent};` : ''}
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme, $exercise }) => ($exercise ? theme.space.md : 0)};
  }
  h2 {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const Takeaways = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  padding-left: ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.infoSoft};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
  }
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  position: sticky;
  top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ${({ theme }) => theme.media.mobile} {
    position: static;
  }
`;

const Resources = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface LessonContentProps {
  module: Module;
  detail: ModuleDetail;
  lesson: Lesson;
}

function LessonContent({ module, detail, lesson }: LessonContentProps) {
  const key = lessonKey(module.id, lesson.id);
  const progress = useLessonProgress(key);
  const toggleExercise = useLearningStore((state) => state.toggleExercise);
  const setExerciseChecked = useLearningStore((state) => state.setExerciseChecked);
  const setLessonComplete = useLearningStore((state) => state.setLessonComplete);
  const saveNotes = useLearningStore((state) => state.saveNotes);
  const savedToAccount = useLearningStore((state) => state.memberId !== null);

  const idBase = `lesson-${module.id}-${lesson.id}`;
  const { exercises } = lesson.content;
  const doneCount = exercises.filter((exercise) => progress.checkedExerciseIds.includes(exercise.id)).length;
  const allExercisesDone = doneCount === exercises.length;
  const lessonNumber = Number(lesson.id);
  const modulePercent = percentOf(lessonNumber, detail.totalLessons);
  const modulePath = `/modules/${module.id}`;
  const previousLesson = findLesson(module.id, String(lessonNumber - 1));

  const focusFirstOpenExercise = () => {
    const open = exercises.find((exercise) => !progress.checkedExerciseIds.includes(exercise.id));
    if (open) document.getElementById(exerciseCheckboxId(idBase, open.id))?.focus();
  };

  return (
    <Page>
      <BackLink to={modulePath}>{`Back to Module ${module.number}: ${module.title}`}</BackLink>
      <Header>
        <Cluster $gap="xs" $align="center">
          <Badge>{lesson.type}</Badge>
          <Badge>{lesson.duration}</Badge>
          <span role="status">
            {progress.complete ? (
              <Badge $tone="success">
                <span aria-hidden="true">✓</span> Lesson Complete
              </Badge>
            ) : (
              <Badge $tone="info">In Progress</Badge>
            )}
          </span>
        </Cluster>
        <h1>{lesson.title}</h1>
        <Subtitle>{lesson.subtitle}</Subtitle>
        <ModuleProgress>
          <div>
            <strong>
              Lesson {lesson.id} of {detail.totalLessons}
            </strong>
            <span>Module progress {modulePercent}%</span>
          </div>
          <ProgressBar value={modulePercent} label={`${module.title} progress`} tone="accent" />
        </ModuleProgress>
      </Header>
      <MemberProgressStatus />

      <Columns>
        <Body>
          <section aria-labelledby={`${idBase}-overview`}>
            <h2 id={`${idBase}-overview`}>Overview</h2>
            <Lead>{lesson.content.overview}</Lead>
          </section>

          {lesson.content.sections.map((section, index) => {
            const headingId = `${idBase}-section-${index}`;
            const isExercise = section.type === 'exercise';
            return (
              <Section key={section.title} $exercise={isExercise} aria-labelledby={headingId}>
                <Badge $tone={isExercise ? 'accent' : 'info'}>{isExercise ? 'Hands-On' : 'Theory'}</Badge>
                <h2 id={headingId}>{section.title}</h2>
                <LightMarkup text={section.content} />
              </Section>
            );
          })}

          <section aria-labelledby={`${idBase}-takeaways`}>
            <h2 id={`${idBase}-takeaways`}>Key Takeaways</h2>
            <Takeaways>
              {lesson.content.keyTakeaways.map((takeaway) => (
                <li key={takeaway}>{takeaway}</li>
              ))}
            </Takeaways>
          </section>

          <section aria-labelledby={`${idBase}-exercises`}>
            <HeadingRow>
              <h2 id={`${idBase}-exercises`}>Practical Exercises</h2>
              <span>
                {doneCount} of {exercises.length} done
              </span>
            </HeadingRow>
            <ExerciseChecklist
              idBase={idBase}
              exercises={exercises}
              checkedIds={progress.checkedExerciseIds}
              onToggle={(exerciseId) => toggleExercise(key, exerciseId)}
              onSet={(exerciseId, checked) => setExerciseChecked(key, exerciseId, checked)}
            />
          </section>

          <LessonNotes
            idBase={idBase}
            savedNotes={progress.notes}
            savedAt={progress.notesSavedAt}
            savedToAccount={savedToAccount}
            onSave={(notes) => saveNotes(key, notes, new Date())}
          />

          <LessonNavigation
            idBase={idBase}
            previousLessonPath={previousLesson ? lessonPath(module.id, previousLesson.id) : null}
            nextLessonPath={lesson.nextLesson ? lessonPath(module.id, lesson.nextLesson) : null}
            modulePath={modulePath}
            noNextLessonHint={`Lesson ${lessonNumber + 1} of ${detail.totalLessons} is coming soon.`}
            allExercisesDone={allExercisesDone}
            complete={progress.complete}
            onToggleComplete={() => setLessonComplete(key, !progress.complete)}
            onBlockedNext={focusFirstOpenExercise}
          />
        </Body>

        <Aside aria-label="Lesson resources">
          <Card>
            <h2>Resources</h2>
            <Resources>
              {lesson.resources.map((resource) => (
                <li key={resource.title}>
                  <strong>{resource.title}</strong> <Badge>{resource.kind}</Badge>
                  <p>{resource.description}</p>
                </li>
              ))}
            </Resources>
            <Muted>Every worksheet and exercise of the module, in one workbook.</Muted>
            <DownloadMaterialsButton module={module} detail={detail} $variant="outline" $fullWidth />
          </Card>
        </Aside>
      </Columns>
    </Page>
  );
}

/** /modules/:moduleId/lesson/:lessonId: one lesson, its checklist, notes and navigation. */
export function LessonScreen() {
  const { moduleId, lessonId } = useParams();
  const module = findModule(moduleId);
  const detail = findModuleDetail(moduleId);
  const lesson = findLesson(moduleId, lessonId);

  if (!module || !detail || !lesson) {
    const moduleLinks = module && detail ? [{ to: `/modules/${module.id}`, label: `Back to ${module.title}` }] : [];
    return (
      <MissingContentScreen
        title="Lesson not found"
        explanation="This lesson doesn't exist or hasn't been published yet."
        links={[...moduleLinks, { to: '/modules', label: 'All modules' }]}
      />
    );
  }
  // Keyed so the notes draft starts fresh when the router reuses this screen for another lesson.
  return <LessonContent key={lessonKey(module.id, lesson.id)} module={module} detail={detail} lesson={lesson} />;
}
