import { memberMessages, useSessionStore } from '@mindset/shared-ui';
import { emptyLessonProgress, useLearningStore, type LessonProgress } from './learningStore';
import { SAVE_DELAY_MS, startMemberProgressSync, type ServiceLesson } from './memberProgressSync';
import { memberFixture } from '@mindset/shared-ui/testing';

const JANE = memberFixture;

const fetchMock = vi.fn<typeof fetch>();
let stopSync: () => void = () => {};

function answer(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

/** Every request the page made: method, path and JSON body. */
function requests() {
  return fetchMock.mock.calls.map(([url, init]) => ({
    method: init?.method ?? 'GET',
    url: String(url),
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
  }));
}

function lesson(progress: Partial<LessonProgress>): LessonProgress {
  return { ...emptyLessonProgress, ...progress };
}

function serviceLesson(key: string, progress: Partial<ServiceLesson>): ServiceLesson {
  const [moduleId = '', lessonId = ''] = key.split('/');
  return {
    moduleId,
    lessonId,
    checkedExercises: [],
    completed: false,
    notes: '',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...progress,
  };
}

function signIn() {
  document.cookie = 'mindset_member=1; path=/';
  useSessionStore.setState({ status: 'member', member: JANE });
}

function signOut() {
  document.cookie = 'mindset_member=; max-age=0; path=/';
  useSessionStore.setState({ status: 'guest', member: null });
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  signOut();
  useLearningStore.setState({ lessons: {}, memberId: null, unsaved: [], parked: {}, saveStatus: { state: 'idle' } });
});

afterEach(async () => {
  // A session check a test started (it loads the contract's schemas first) is sent within that test.
  await vi.dynamicImportSettled();
  stopSync();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  signOut();
});

describe('a guest joining or signing in', () => {
  it("sends the guest's progress on this device to be merged, then holds the member's merged progress", async () => {
    useLearningStore.setState({
      lessons: {
        '1/1': lesson({ checkedExerciseIds: ['belief-audit'], complete: true, notes: 'Guest note' }),
        // Opened but nothing done: nothing to merge.
        '1/2': lesson({}),
      },
    });
    fetchMock.mockReturnValueOnce(
      answer(200, {
        lessons: [
          serviceLesson('1/1', {
            checkedExercises: ['top-three', 'belief-audit'],
            completed: true,
            notes: 'Server note\n\nGuest note',
          }),
          serviceLesson('2/1', { checkedExercises: ['goal-map'] }),
        ],
      }),
    );
    stopSync = startMemberProgressSync();
    signIn();
    await settle();

    expect(requests()).toEqual([
      {
        method: 'POST',
        url: '/api/members/me/progress/merge',
        body: {
          lessons: [
            {
              moduleId: '1',
              lessonId: '1',
              checkedExercises: ['belief-audit'],
              completed: true,
              notes: 'Guest note',
            },
          ],
        },
      },
    ]);
    const state = useLearningStore.getState();
    expect(state.memberId).toBe('m1');
    expect(state.lessons).toEqual({
      '1/1': {
        checkedExerciseIds: ['top-three', 'belief-audit'],
        complete: true,
        notes: 'Server note\n\nGuest note',
        notesSavedAt: '2026-03-02T10:00:00.000Z',
      },
      '2/1': { checkedExerciseIds: ['goal-map'], complete: false, notes: '', notesSavedAt: null },
    });
    expect(state.saveStatus).toEqual({ state: 'saved' });
  });

  it('only reads the account when the guest did nothing here', async () => {
    fetchMock.mockReturnValueOnce(answer(200, { lessons: [serviceLesson('1/1', { completed: true })] }));
    stopSync = startMemberProgressSync();
    signIn();
    await settle();
    expect(requests()).toEqual([{ method: 'GET', url: '/api/members/me/progress', body: undefined }]);
    expect(useLearningStore.getState().lessons['1/1']?.complete).toBe(true);
  });

  it('keeps a tick made while the merge was on its way, sending it to be merged too', async () => {
    useLearningStore.setState({ lessons: { '1/1': lesson({ checkedExerciseIds: ['belief-audit'] }) } });
    fetchMock.mockImplementationOnce(() => {
      useLearningStore.getState().toggleExercise('1/1', 'top-three');
      return answer(200, { lessons: [serviceLesson('1/1', { checkedExercises: ['belief-audit'] })] });
    });
    fetchMock.mockReturnValueOnce(
      answer(200, { lessons: [serviceLesson('1/1', { checkedExercises: ['belief-audit', 'top-three'] })] }),
    );
    stopSync = startMemberProgressSync();
    signIn();
    await settle();
    expect(requests()[1]?.body.lessons[0].checkedExercises).toEqual(['belief-audit', 'top-three']);
    expect(useLearningStore.getState().lessons['1/1']?.checkedExerciseIds).toEqual(['belief-audit', 'top-three']);
  });

  it('tries the merge again when the service cannot be reached, losing nothing', async () => {
    useLearningStore.setState({ lessons: { '1/1': lesson({ complete: true }) } });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    stopSync = startMemberProgressSync();
    signIn();
    await settle();
    expect(useLearningStore.getState()).toMatchObject({
      memberId: null,
      lessons: { '1/1': { complete: true } },
      saveStatus: { state: 'failed', error: memberMessages.unreachable },
    });

    fetchMock.mockReturnValueOnce(answer(200, { lessons: [serviceLesson('1/1', { completed: true })] }));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(requests().map(({ url }) => url)).toEqual([
      '/api/members/me/progress/merge',
      '/api/members/me/progress/merge',
    ]);
    expect(useLearningStore.getState()).toMatchObject({ memberId: 'm1', saveStatus: { state: 'saved' } });
  });
});

describe("saving a member's changes", () => {
  beforeEach(async () => {
    fetchMock.mockReturnValueOnce(answer(200, { lessons: [] }));
    stopSync = startMemberProgressSync();
    signIn();
    await settle();
    fetchMock.mockClear();
  });

  it('sends each changed lesson whole once the ticking stops', async () => {
    fetchMock.mockImplementation((_url, init) => answer(200, JSON.parse(String(init?.body))));
    const { toggleExercise, setLessonComplete } = useLearningStore.getState();
    toggleExercise('1/1', 'belief-audit');
    toggleExercise('1/1', 'top-three');
    setLessonComplete('1/1', true);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 100);
    expect(fetchMock).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(100);
    expect(requests()).toEqual([
      {
        method: 'PUT',
        url: '/api/members/me/progress',
        body: {
          moduleId: '1',
          lessonId: '1',
          checkedExercises: ['belief-audit', 'top-three'],
          completed: true,
          notes: '',
        },
      },
    ]);
    expect(useLearningStore.getState()).toMatchObject({ unsaved: [], saveStatus: { state: 'saved' } });
  });

  it('says "Saving…", not "All changes saved", while a change waits to be sent', async () => {
    fetchMock.mockImplementation((_url, init) => answer(200, JSON.parse(String(init?.body))));
    useLearningStore.setState({ saveStatus: { state: 'saved' } });
    useLearningStore.getState().toggleExercise('1/1', 'belief-audit');
    expect(useLearningStore.getState().saveStatus).toEqual({ state: 'saving' });

    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(useLearningStore.getState().saveStatus).toEqual({ state: 'saved' });
  });

  it('sends a change still waiting to be sent when the page goes away, in a request that outlives the page', async () => {
    fetchMock.mockImplementation((_url, init) => answer(200, JSON.parse(String(init?.body))));
    useLearningStore.getState().toggleExercise('1/1', 'belief-audit');
    useLearningStore.getState().toggleExercise('2/1', 'daily-log');
    window.dispatchEvent(new Event('pagehide'));

    const sent = fetchMock.mock.calls.map(([url, init]) => ({
      url: String(url),
      method: init?.method,
      keepalive: init?.keepalive,
      lesson: JSON.parse(String(init?.body)).lessonId,
      module: JSON.parse(String(init?.body)).moduleId,
    }));
    expect(sent).toEqual([
      { url: '/api/members/me/progress', method: 'PUT', keepalive: true, module: '1', lesson: '1' },
      { url: '/api/members/me/progress', method: 'PUT', keepalive: true, module: '2', lesson: '1' },
    ]);
  });

  it('says when saving failed, keeps the change on the device, and saves it on a later try', async () => {
    // The refusal makes the page ask who is signed in: still Jane.
    fetchMock.mockImplementation((url, init) =>
      String(url).endsWith('/session') ? answer(200, { member: JANE }) : answer(200, JSON.parse(String(init?.body))),
    );
    fetchMock.mockReturnValueOnce(answer(503, { error: 'The service is busy. Try again in a moment.' }));
    useLearningStore.getState().saveNotes('1/1', 'My insight', new Date('2026-03-02T09:00:00Z'));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(useLearningStore.getState()).toMatchObject({
      unsaved: ['1/1'],
      lessons: { '1/1': { notes: 'My insight' } },
      saveStatus: { state: 'failed', error: 'The service is busy. Try again in a moment.' },
    });
    // Stored for a reload too: nothing is lost if the tab closes now.
    expect(JSON.parse(localStorage.getItem('mindset-learning') ?? '{}').state).toMatchObject({
      memberId: 'm1',
      unsaved: ['1/1'],
      lessons: { '1/1': { notes: 'My insight' } },
    });

    await vi.advanceTimersByTimeAsync(2_000);
    const saves = requests().filter(({ method }) => method === 'PUT');
    expect(saves).toHaveLength(2);
    expect(saves[1]?.body).toMatchObject({ moduleId: '1', lessonId: '1', notes: 'My insight' });
    expect(useLearningStore.getState()).toMatchObject({ unsaved: [], saveStatus: { state: 'saved' } });
  });
});

describe('signing out and in again', () => {
  it("takes the member's progress off the device and merges what was not saved at their next sign-in", async () => {
    fetchMock.mockReturnValueOnce(answer(200, { lessons: [serviceLesson('1/1', { completed: true })] }));
    stopSync = startMemberProgressSync();
    signIn();
    await settle();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    useLearningStore.getState().toggleExercise('1/2', 'origin-timeline');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);

    signOut();
    expect(useLearningStore.getState()).toMatchObject({ lessons: {}, memberId: null, unsaved: [] });

    fetchMock.mockReturnValueOnce(answer(200, { lessons: [] }));
    signIn();
    await settle();
    expect(requests().at(-1)).toEqual({
      method: 'POST',
      url: '/api/members/me/progress/merge',
      body: {
        lessons: [{ moduleId: '1', lessonId: '2', checkedExercises: ['origin-timeline'], completed: false, notes: '' }],
      },
    });
    expect(useLearningStore.getState().parked).toEqual({});
  });

  it("never merges another member's progress left on the device into the one signing in", async () => {
    useLearningStore.setState({ memberId: 'm2', lessons: { '1/1': lesson({ complete: true }) } });
    fetchMock.mockReturnValueOnce(answer(200, { lessons: [] }));
    stopSync = startMemberProgressSync();
    signIn();
    await settle();
    expect(requests()).toEqual([{ method: 'GET', url: '/api/members/me/progress', body: undefined }]);
    expect(useLearningStore.getState()).toMatchObject({ memberId: 'm1', lessons: {} });
  });

  it("shows a guest opening the page after a member signed out none of the member's progress", async () => {
    localStorage.setItem(
      'mindset-learning',
      JSON.stringify({
        state: { memberId: 'm1', unsaved: [], parked: {}, lessons: { '1/1': lesson({ complete: true }) } },
        version: 1,
      }),
    );
    await useLearningStore.persist.rehydrate();
    expect(useLearningStore.getState()).toMatchObject({ memberId: null, lessons: {} });
  });
});
