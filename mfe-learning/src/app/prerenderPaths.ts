import { findModule, findModuleDetail, lessonPath, materialsPath } from '../data/catalog';
import { lessons } from '../data/lessons.data';
import { moduleDetails } from '../data/moduleDetails.data';

/**
 * The pages this area's release renders to HTML (vite.config.ts `prerender`, decision 0095): the
 * modules page and, from the programme data, every module overview with its materials page and
 * every lesson that exists, so a module or lesson added to the data is prerendered by the next
 * release. An id that is not here (`/modules/999`) is drawn in the browser, where it says it was not found.
 */
export const prerenderPaths: string[] = [
  '/modules',
  ...moduleDetails
    .filter((detail) => findModule(detail.moduleId))
    .flatMap((detail) => [`/modules/${detail.moduleId}`, materialsPath(detail.moduleId)]),
  ...lessons
    .filter((lesson) => findModule(lesson.moduleId) && findModuleDetail(lesson.moduleId))
    .map((lesson) => lessonPath(lesson.moduleId, lesson.id)),
];
