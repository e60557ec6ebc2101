import type { Queryable } from '@mindset/service-kit';
import { strToU8, zipSync } from 'fflate';
import { settingsOf, toMemberView, type MemberRow } from '../accounts/people';
import { listLessonProgress } from '../progress/store';
import { readSessions } from './store';
import { escapeHtml } from '../mail/compose';

function table(rows: [string, string][]): string {
  return `<table>${rows.map(([key, value]) => `<tr><th>${escapeHtml(key)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`;
}

/** Everything the service holds about a member: a JSON file for machines and an HTML page for people. */
export async function buildDataExport(db: Queryable, member: MemberRow): Promise<Uint8Array> {
  const sessions = (await readSessions(db, member.id)).map(({ device, created_at, last_active_at }) => ({
    device,
    created_at,
    last_active_at,
  }));
  const progress = await listLessonProgress(db, member.id);
  const data = {
    exportedAt: new Date().toISOString(),
    profile: toMemberView(member),
    settings: settingsOf(member),
    sessions: sessions.map((session) => ({
      device: session.device,
      signedInAt: new Date(session.created_at).toISOString(),
      lastActive: new Date(session.last_active_at).toISOString(),
    })),
    learningProgress: progress,
  };
  const profile = data.profile;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your Mindset data</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
th{text-align:left;padding:.25rem 1rem .25rem 0;vertical-align:top}td{padding:.25rem 0;white-space:pre-wrap}</style></head>
<body><h1>Your Mindset data</h1><p>Exported ${escapeHtml(data.exportedAt)}. The same data, for programs, is in <code>member.json</code>.</p>
<h2>Profile</h2>${table([
    ['Name', profile.name],
    ['Username', profile.username],
    ['Email', profile.email],
    ['Bio', profile.bio],
    ['Website', profile.website],
    ['Phone', profile.phone],
    ['Goals', profile.goals],
    ['Member since', profile.createdAt],
  ])}
<h2>Privacy settings</h2>${table(Object.entries(data.settings.privacy).map(([key, on]) => [key, on ? 'On' : 'Off']))}
<h2>Notification settings</h2>${table(Object.entries(data.settings.notifications).map(([key, on]) => [key, on ? 'On' : 'Off']))}
<h2>Sessions</h2>${table(data.sessions.map((session) => [session.device, `signed in ${session.signedInAt}, last active ${session.lastActive}`]))}
<h2>Learning progress</h2>${
    progress.length === 0
      ? '<p>No lesson progress yet.</p>'
      : table(
          progress.map((lesson) => [
            `Module ${lesson.moduleId}, lesson ${lesson.lessonId}`,
            `${lesson.completed ? 'Complete' : 'In progress'}; exercises done: ${lesson.checkedExercises.join(', ') || 'none'}${lesson.notes ? `\nNotes: ${lesson.notes}` : ''}`,
          ]),
        )
  }
</body></html>`;
  return zipSync({
    'member.json': strToU8(JSON.stringify(data, null, 2)),
    'member.html': strToU8(html),
  });
}
