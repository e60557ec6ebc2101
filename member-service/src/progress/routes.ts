import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, lessonProgressSchema, lessonsAnswer, progressMergeRequest } from '@mindset/member-contract';
import { listLessonProgress, mergeLesson, saveLessonProgress } from './store';
import { requireMember, type RouteContext } from '../http/context';

export function progressRoutes(app: FastifyInstance, context: RouteContext): void {
  const { database } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/members/me/progress',
    {
      schema: {
        summary: 'Lesson checklists, completion and notes',
        response: { 200: lessonsAnswer, 401: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return { lessons: await listLessonProgress(database, member.id) };
    },
  );

  api.put(
    '/api/members/me/progress',
    {
      schema: {
        summary: 'Save one lesson as it now stands',
        body: lessonProgressSchema,
        response: { 200: lessonProgressSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return saveLessonProgress(database, member.id, request.body);
    },
  );

  api.post(
    '/api/members/me/progress/merge',
    {
      schema: {
        summary: "Merge a guest's progress from this device into the member's (on joining or signing in)",
        body: progressMergeRequest,
        response: { 200: lessonsAnswer, 401: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      await database.transaction(async (tx) => {
        const stored = new Map(
          (await listLessonProgress(tx, member.id)).map((lesson) => [`${lesson.moduleId}/${lesson.lessonId}`, lesson]),
        );
        for (const guest of request.body.lessons) {
          const key = `${guest.moduleId}/${guest.lessonId}`;
          stored.set(key, await saveLessonProgress(tx, member.id, mergeLesson(stored.get(key), guest)));
        }
      });
      return { lessons: await listLessonProgress(database, member.id) };
    },
  );
}
