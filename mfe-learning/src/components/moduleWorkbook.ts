import { lessonsOfModule } from '../data/catalog';
import { dailyTimeGuidance, quickStartGuide } from '../data/programme.data';
import type { Module, ModuleDetail } from '../data/types';

export interface Workbook {
  filename: string;
  text: string;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The module's materials as one Markdown workbook, built in the browser: the programme ships no
 * files, so the download is the curriculum, every published exercise as a checklist, the tools and
 * the outcomes, with room to write.
 */
export function buildModuleWorkbook(module: Module, detail: ModuleDetail): Workbook {
  const { overview } = detail;
  const lines: string[] = [
    `# Module ${module.number}: ${module.title} - Workbook`,
    '',
    `*${module.subtitle}*`,
    '',
    `Timeline: ${module.timeline} | Duration: ${overview.duration} | Lessons: ${overview.lessons} | Exercises: ${overview.exercises} | Difficulty: ${overview.difficulty}`,
    '',
    `Set aside ${dailyTimeGuidance}.`,
    '',
    '## Daily curriculum',
    '',
    ...detail.curriculum.map(
      (item) => `- **Day ${item.day}: ${item.title}** (${item.type}, ${item.duration}). ${item.content}`,
    ),
    '',
    '## Lesson exercises',
  ];

  for (const lesson of lessonsOfModule(module.id)) {
    lines.push('', `### Lesson ${lesson.id}: ${lesson.title}`, '');
    for (const exercise of lesson.content.exercises) {
      lines.push(`- [ ] **${exercise.title}** (${exercise.estimatedTime}): ${exercise.description}`);
    }
    for (const resource of lesson.resources) {
      lines.push(`- ${resource.kind}: ${resource.title}. ${resource.description}`);
    }
  }

  lines.push(
    '',
    '## Tools',
    '',
    ...detail.tools.map((tool) => `- ${tool}`),
    '',
    '## Outcomes',
    '',
    ...detail.outcomes.map((outcome) => `- [ ] ${outcome}`),
    '',
    '## Quick start guide',
    '',
    ...quickStartGuide.map((step, index) => `${index + 1}. **${step.title}:** ${step.description}`),
    '',
    '## My notes',
    '',
    '',
  );

  return { filename: `module-${module.number}-${slug(module.title)}-workbook.md`, text: lines.join('\n') };
}
