// Loaded only for members (see useMemberProgressSync): a guest's progress never leaves the browser.
import { lessonProgressSchema, lessonsAnswer } from '@mindset/member-contract';
import { hasSignedInHint, memberMessages, memberRequest, useSessionStore, type MemberResult } from '@mindset/shared-ui';
import {
  leaveMemberProgress,
  useLearningStore,
  type LessonProgress,
  type LessonsProgress,
  type SaveStatus,
} from './learningStore';

/** One lesson as member-service stores it (member-service/src/schemas.ts, lessonProgressSchema). */
export interface ServiceLesson {
  moduleId: string;
  lessonId: string;
  checkedExercises: string[];
  completed: boolean;
  notes: string;
  updatedAt?: string;
}

/** Quiet time after the last change before it is sent: a burst of ticks is one request per lesson. */
export const SAVE_DELAY_MS = 800;
const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 60_000;
/** Rounds of sending the device's progress while it keeps changing under the request. */
const MAX_JOIN_ROUNDS = 5;

export function toServiceLesson(key: string, progress: LessonProgress): ServiceLesson {
  const [moduleId = '', lessonId = ''] = key.split('/');
  return {
    moduleId,
    lessonId,
    checkedExercises: progress.checkedExerciseIds,
    completed: progress.complete,
    notes: progress.notes,
  };
}

/** The service keeps no "notes saved" time of its own: the lesson's last save stands for it. */
function fromServiceLesson(lesson: ServiceLesson, onDevice: LessonProgress | undefined): LessonProgress {
  const notesSavedAt =
    lesson.notes === ''
      ? null
      : onDevice?.notes === lesson.notes && onDevice.notesSavedAt
        ? onDevice.notesSavedAt
        : (lesson.updatedAt ?? null);
  return {
    checkedExerciseIds: lesson.checkedExercises,
    complete: lesson.completed,
    notes: lesson.notes,
    notesSavedAt,
  };
}

const hasProgress = (progress: LessonProgress) =>
  progress.complete || progress.checkedExerciseIds.length > 0 || progress.notes.trim() !== '';

let started = false;
/** The member whose progress the device holds and the service has confirmed (joined) in this page. */
let joinedMember: string | null = null;
let joining: string | null = null;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = FIRST_RETRY_MS;
let saving = false;
let saveAgain = false;

const setStatus = (saveStatus: SaveStatus) => useLearningStore.setState({ saveStatus });

function failed(error: string, retry: () => void): void {
  setStatus({ state: 'failed', error });
  clearTimeout(retryTimer);
  retryTimer = setTimeout(retry, retryDelay);
  retryDelay = Math.min(retryDelay * 2, LONGEST_RETRY_MS);
}

/**
 * The service answered with a refusal (a 401 when the session ended elsewhere): asking who is signed
 * in turns this tab into a guest's if so. An unreachable service proves nothing, so it is not asked.
 */
function checkSession<T>(result: MemberResult<T>): MemberResult<T> {
  if (result.error !== null && result.error !== memberMessages.unreachable) void useSessionStore.getState().refresh();
  return result;
}

/** The service's lessons become the device's; lessons changed here and not yet saved stay as they are here. */
function adopt(memberId: string, answer: ServiceLesson[], keepLocal: ReadonlySet<string>): void {
  const { lessons: onDevice } = useLearningStore.getState();
  const lessons: LessonsProgress = {};
  for (const lesson of answer) {
    const key = `${lesson.moduleId}/${lesson.lessonId}`;
    lessons[key] = fromServiceLesson(lesson, onDevice[key]);
  }
  const unsaved = [...keepLocal].filter((key) => onDevice[key] !== undefined);
  for (const key of unsaved) lessons[key] = onDevice[key] as LessonProgress;
  useLearningStore.setState({ lessons, memberId, unsaved });
}

/**
 * Signing in or joining on this device: a guest's progress here, and any of this member's changes
 * parked at an earlier sign-out, join the member's through the service's merge (union of ticks,
 * complete on either side, differing notes both kept: docs/decisions/0060); then the device holds
 * the member's progress. Another member's progress on the device never joins theirs.
 */
async function join(memberId: string): Promise<void> {
  if (joining === memberId || joinedMember === memberId) return;
  joining = memberId;
  clearTimeout(retryTimer);
  if (useLearningStore.getState().memberId !== memberId) leaveMemberProgress();
  try {
    for (let round = 1; ; round += 1) {
      const state = useLearningStore.getState();
      const sent = state.lessons;
      const deviceIsGuest = state.memberId === null;
      const parked = state.parked[memberId] ?? {};
      const toMerge = [...(deviceIsGuest ? Object.entries(sent) : []), ...Object.entries(parked)].filter(
        ([, progress]) => hasProgress(progress),
      );
      // The member's own unsaved changes are saved as they stand (below), not merged.
      const result = checkSession(
        toMerge.length > 0
          ? await memberRequest('/me/progress/merge', lessonsAnswer, {
              method: 'POST',
              body: { lessons: toMerge.map(([key, progress]) => toServiceLesson(key, progress)) },
            })
          : await memberRequest('/me/progress', lessonsAnswer),
      );
      if (useSessionStore.getState().member?.id !== memberId) return;
      if (result.error !== null) {
        failed(result.error, () => void join(memberId));
        return;
      }
      const now = useLearningStore.getState();
      const changedMeanwhile = Object.keys(now.lessons).filter((key) => now.lessons[key] !== sent[key]);
      if (deviceIsGuest && changedMeanwhile.length > 0 && round < MAX_JOIN_ROUNDS) continue;
      const { [memberId]: merged, ...otherParked } = now.parked;
      if (merged) useLearningStore.setState({ parked: otherParked });
      adopt(memberId, result.data.lessons, new Set([...now.unsaved, ...changedMeanwhile]));
      break;
    }
    joinedMember = memberId;
    retryDelay = FIRST_RETRY_MS;
    if (useLearningStore.getState().unsaved.length > 0) void saveNow();
    else setStatus({ state: 'saved' });
  } finally {
    if (joining === memberId) joining = null;
  }
}

/** Sends every lesson the member changed, each as it now stands; what fails stays unsaved and is tried again. */
export async function saveNow(): Promise<void> {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  const { memberId } = useLearningStore.getState();
  if (memberId === null) return;
  if (joinedMember !== memberId) {
    // The session is not confirmed yet (the page just opened, or the service was unreachable): asking
    // for it starts the join (followSession), which saves these changes.
    if (useSessionStore.getState().member?.id !== memberId) await useSessionStore.getState().refresh();
    const session = useSessionStore.getState();
    if (session.member?.id === memberId) await join(memberId);
    else if (useLearningStore.getState().memberId === memberId)
      failed(memberMessages.unreachable, () => void saveNow());
    return;
  }
  if (saving) {
    saveAgain = true;
    return;
  }
  saving = true;
  clearTimeout(retryTimer);
  setStatus({ state: 'saving' });
  try {
    for (const key of useLearningStore.getState().unsaved) {
      const state = useLearningStore.getState();
      const progress = state.lessons[key];
      if (state.memberId !== memberId) return;
      if (!progress) continue;
      const result = checkSession(
        await memberRequest('/me/progress', lessonProgressSchema, {
          method: 'PUT',
          body: toServiceLesson(key, progress),
        }),
      );
      if (result.error !== null) {
        failed(result.error, () => void saveNow());
        return;
      }
      // Changed again while on its way: it stays unsaved and goes in the next round.
      useLearningStore.setState((current) =>
        current.lessons[key] === progress ? { unsaved: current.unsaved.filter((other) => other !== key) } : {},
      );
    }
    retryDelay = FIRST_RETRY_MS;
    if (useLearningStore.getState().unsaved.length === 0) setStatus({ state: 'saved' });
    else saveAgain = true;
  } finally {
    saving = false;
    if (saveAgain) {
      saveAgain = false;
      scheduleSave();
    }
  }
}

/**
 * The page is going away (a full load of another page, a reload, the tab closed) while changes wait for
 * their quiet time: each goes at once, in a request that outlives the page. They stay unsaved on the
 * device, so the next page of the learning area sends them again if these did not arrive.
 */
function sendBeforeLeaving(): void {
  const { memberId, unsaved, lessons } = useLearningStore.getState();
  if (saveTimer === undefined || memberId === null || joinedMember !== memberId) return;
  for (const key of unsaved) {
    const progress = lessons[key];
    if (!progress) continue;
    // memberRequest cannot send keepalive, and nobody is left to read the answer.
    void fetch('/api/members/me/progress', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(toServiceLesson(key, progress)),
      keepalive: true,
    }).catch(() => {});
  }
}

function scheduleSave(): void {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => void saveNow(), SAVE_DELAY_MS);
}

function followSession(): void {
  const { status, member } = useSessionStore.getState();
  if (status === 'member' && member) {
    void join(member.id);
  } else if (status === 'guest' && !hasSignedInHint()) {
    // Signed out (here or elsewhere): the member's progress leaves the device.
    joinedMember = null;
    clearTimeout(saveTimer);
    clearTimeout(retryTimer);
    leaveMemberProgress();
  }
  // 'unknown', or a session the service could not be asked about (offline): the device keeps the
  // member's progress and their changes, and sends them once the service answers again.
}

/**
 * Keeps a member's progress and member-service in step for the rest of the page's life (saving
 * does not stop when the visitor leaves the learning area). Returns a stop, for tests.
 */
export function startMemberProgressSync(): () => void {
  if (started) return () => {};
  started = true;
  const stopSession = useSessionStore.subscribe(followSession);
  const stopChanges = useLearningStore.subscribe((state, previous) => {
    if (state.memberId === null || state.lessons === previous.lessons || state.unsaved.length === 0) return;
    // Never "All changes saved" while a change waits for the quiet time before it is sent.
    if (state.saveStatus.state === 'saved' || state.saveStatus.state === 'idle') setStatus({ state: 'saving' });
    scheduleSave();
  });
  window.addEventListener('pagehide', sendBeforeLeaving);
  const backOnline = () => {
    if (useSessionStore.getState().status !== 'member') void useSessionStore.getState().refresh();
    else if (useLearningStore.getState().saveStatus.state === 'failed') void saveNow();
  };
  window.addEventListener('online', backOnline);
  followSession();
  if (useLearningStore.getState().unsaved.length > 0) scheduleSave();
  return () => {
    stopSession();
    stopChanges();
    window.removeEventListener('online', backOnline);
    window.removeEventListener('pagehide', sendBeforeLeaving);
    clearTimeout(saveTimer);
    clearTimeout(retryTimer);
    started = false;
    joinedMember = null;
    joining = null;
    saving = false;
    saveAgain = false;
    retryDelay = FIRST_RETRY_MS;
  };
}
