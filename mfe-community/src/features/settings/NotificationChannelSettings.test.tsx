import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NOTIFICATION_DEFAULTS,
  type DigestFrequency,
  type NotificationChannels,
  type NotificationSettingsAnswer,
} from '@mindset/member-contract';
import { DEFAULT_PRIVACY_SETTINGS } from '../../store/accountSlice';
import { renderAt, resetStores } from '../../testing/accountTestUtils';
import {
  answerRequests,
  jsonResponse,
  requestsTo,
  signInForTest,
  signOutAfterTest,
} from '../../testing/memberTestUtils';
import { NotificationSettingsScreen } from './NotificationSettingsScreen';

const routes = { '/community/settings/notifications': <NotificationSettingsScreen /> };
vi.setConfig({ testTimeout: 20_000 });
/** Each answer is a request and a render away: allow for a busy shared machine. */
const WAIT = { timeout: 5_000 };

/** The service's defaults: email only for what asks for an answer. */
const CHANNELS: NotificationChannels = {
  mention: 'both',
  reply: 'both',
  comment: 'both',
  like: 'app',
  follow: 'app',
  follow_request: 'both',
  message: 'both',
  post: 'app',
  announcement: 'app',
  moderation: 'both',
  contest_entry: 'both',
  contest_result: 'both',
};
const served = (
  changes: Partial<NotificationChannels> = {},
  emailStopped: string | null = null,
  digest: DigestFrequency = 'off',
) =>
  jsonResponse(200, {
    channels: { ...CHANNELS, ...changes },
    digest,
    emailStopped,
  } satisfies NotificationSettingsAnswer);
const SWITCHES = { privacy: DEFAULT_PRIVACY_SETTINGS, notifications: NOTIFICATION_DEFAULTS };
const CHANNELS_PATH = '/api/members/notifications/settings';

beforeEach(() => {
  resetStores();
  signInForTest();
});
afterEach(signOutAfterTest);

describe("a member's choice of where each kind of notification reaches them", () => {
  it('shows each kind as the service keeps it and saves one kind at a time', async () => {
    answerRequests({
      'GET /api/members/me/settings': () => jsonResponse(200, SWITCHES),
      [`GET ${CHANNELS_PATH}`]: () => served(),
      [`PUT ${CHANNELS_PATH}`]: () => served({ mention: 'app' }),
    });
    renderAt('/community/settings/notifications', routes);
    const mentions = await screen.findByRole('combobox', { name: 'Mentions' }, WAIT);
    expect(mentions).toHaveValue('both');
    expect(screen.getByRole('combobox', { name: 'Likes on your posts' })).toHaveValue('app');
    // Twelve kinds and the digest.
    expect(screen.getAllByRole('combobox')).toHaveLength(13);

    await userEvent.selectOptions(mentions, 'In the app only');
    expect(await screen.findByText('Saved', {}, WAIT)).toBeInTheDocument();
    expect(mentions).toHaveValue('app');
    const saved = requestsTo(CHANNELS_PATH).filter((request) => request.method === 'PUT');
    expect(saved.map((request) => JSON.parse(String(request.body)))).toEqual([{ channels: { mention: 'app' } }]);
  });

  it('goes back to what the service keeps when it refuses, and says why email stopped', async () => {
    answerRequests({
      'GET /api/members/me/settings': () => jsonResponse(200, SWITCHES),
      [`GET ${CHANNELS_PATH}`]: () =>
        served({}, 'Email to this address stopped on 2026-11-20: it could not be delivered.'),
      [`PUT ${CHANNELS_PATH}`]: () => jsonResponse(400, { error: 'Choose the app, email, both or off.' }),
    });
    renderAt('/community/settings/notifications', routes);
    expect(
      await screen.findByText('Email to this address stopped on 2026-11-20: it could not be delivered.', {}, WAIT),
    ).toBeInTheDocument();
    const replies = screen.getByRole('combobox', { name: 'Replies to your messages' });
    await userEvent.selectOptions(replies, 'Off');
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('Choose the app, email, both or off.');
    expect(replies).toHaveValue('both');
  });

  it('reads the kinds again when a switch is flipped, as the switches decide the kinds not chosen', async () => {
    let mentionsOn = true;
    answerRequests({
      'GET /api/members/me/settings': () => jsonResponse(200, SWITCHES),
      'PUT /api/members/me/settings': () => {
        mentionsOn = false;
        return jsonResponse(200, { ...SWITCHES, notifications: { ...NOTIFICATION_DEFAULTS, mentions: false } });
      },
      [`GET ${CHANNELS_PATH}`]: () => served(mentionsOn ? {} : { mention: 'off' }),
    });
    renderAt('/community/settings/notifications', routes);
    const mentions = await screen.findByRole('combobox', { name: 'Mentions' }, WAIT);
    expect(mentions).toHaveValue('both');
    await userEvent.click(screen.getByRole('switch', { name: 'Mentions' }));
    expect(await screen.findByText('Saved', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Mentions' })).toHaveValue('off'), WAIT);
  });

  it('offers the digest off by default, and keeps a daily or weekly choice', async () => {
    answerRequests({
      'GET /api/members/me/settings': () => jsonResponse(200, SWITCHES),
      [`GET ${CHANNELS_PATH}`]: () => served(),
      [`PUT ${CHANNELS_PATH}`]: () => served({}, null, 'weekly'),
    });
    renderAt('/community/settings/notifications', routes);
    const digest = await screen.findByRole('combobox', { name: 'Digest email' }, WAIT);
    expect(digest).toHaveValue('off');
    expect(digest).toHaveAccessibleDescription(
      'What is new in the community since you were last here, in one email. Nothing new, no email.',
    );
    await userEvent.selectOptions(digest, 'Weekly');
    expect(await screen.findByText('Saved', {}, WAIT)).toBeInTheDocument();
    expect(digest).toHaveValue('weekly');
    const saved = requestsTo(CHANNELS_PATH).filter((request) => request.method === 'PUT');
    expect(saved.map((request) => JSON.parse(String(request.body)))).toEqual([{ digest: 'weekly' }]);
  });
});
