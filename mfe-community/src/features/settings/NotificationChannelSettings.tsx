import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import {
  DIGEST_FREQUENCIES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type DigestFrequency,
  type NotificationChannel,
  type NotificationKind,
  type NotificationSettingsAnswer,
} from '@mindset/member-contract';
import { Panel } from '@mindset/shared-ui';
import { RetryNotice } from '../../components/RetryNotice';
import { ScreenLoading } from '../../components/ScreenLoading';
import { loadNotificationChannels, saveDigestFrequency, saveNotificationChannel } from './memberAccount';

const Group = styled(Panel)`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.sm};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} 0`};
  label {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  select {
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1.5px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Muted = styled.p`
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const KIND_LABELS: Record<NotificationKind, string> = {
  mention: 'Mentions',
  reply: 'Replies to your messages',
  comment: 'Comments on your posts',
  like: 'Likes on your posts',
  follow: 'New followers',
  follow_request: 'Follow requests',
  message: 'Direct messages',
  post: 'New posts by people you follow',
  announcement: 'Announcements',
  moderation: 'Moderation outcomes',
  contest_entry: 'Contest entry receipts',
  contest_result: 'Contest results',
};

const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  both: 'In the app and by email',
  app: 'In the app only',
  email: 'By email only',
  off: 'Off',
};

const DIGEST_LABELS: Record<DigestFrequency, string> = {
  off: 'Off',
  daily: 'Daily',
  weekly: 'Weekly',
};

/**
 * A member's choice, per kind of notification, of the bell, email, both or neither
 * (docs/decisions/0120-notifications.md), and of a daily or weekly digest email
 * (docs/decisions/0140-digests.md): each change is kept at once. Read again when
 * `switchesSaved` changes, since the switches above decide the kinds the member has not chosen.
 */
export function NotificationChannelSettings({ switchesSaved }: { switchesSaved: number }) {
  const idBase = useId();
  const [settings, setSettings] = useState<NotificationSettingsAnswer | null>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void loadNotificationChannels().then((result) => {
      if (!current) return;
      setLoadProblem(result.error);
      if (result.error === null) setSettings(result.data);
    });
    return () => {
      current = false;
    };
  }, [attempt, switchesSaved]);

  if (loadProblem) {
    return (
      <RetryNotice
        problem={loadProblem}
        onRetry={() => {
          setLoadProblem(null);
          setAttempt((count) => count + 1);
        }}
      />
    );
  }
  if (!settings) return <ScreenLoading />;

  /** Shows `chosen` at once and keeps it, or goes back to what the service keeps. */
  const keep = async (
    chosen: NotificationSettingsAnswer,
    save: () => ReturnType<typeof saveNotificationChannel>,
  ): Promise<void> => {
    const before = settings;
    setSettings(chosen);
    setProblem(null);
    setStatus('Saving...');
    const result = await save();
    if (result.error !== null) {
      // The choice goes back to what the service keeps, with its reason.
      setSettings(before);
      setProblem(result.error);
      setStatus('');
      return;
    }
    setSettings(result.data);
    setStatus('Saved');
  };
  const choose = (kind: NotificationKind, channel: NotificationChannel) =>
    keep({ ...settings, channels: { ...settings.channels, [kind]: channel } }, () =>
      saveNotificationChannel(kind, channel),
    );
  const chooseDigest = (digest: DigestFrequency) => keep({ ...settings, digest }, () => saveDigestFrequency(digest));

  const headingId = `${idBase}-heading`;
  return (
    <Group role="group" aria-labelledby={headingId}>
      <h2 id={headingId}>How each notification reaches you</h2>
      <Muted>In the app means the bell at the top of the page.</Muted>
      {settings.emailStopped ? <Problem>{settings.emailStopped}</Problem> : null}
      {NOTIFICATION_KINDS.map((kind) => (
        <Row key={kind}>
          <label htmlFor={`${idBase}-${kind}`}>{KIND_LABELS[kind]}</label>
          <select
            id={`${idBase}-${kind}`}
            value={settings.channels[kind]}
            onChange={(event) => {
              const channel = NOTIFICATION_CHANNELS.find((option) => option === event.target.value);
              if (channel) void choose(kind, channel);
            }}
          >
            {NOTIFICATION_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {CHANNEL_LABELS[channel]}
              </option>
            ))}
          </select>
        </Row>
      ))}
      <Row>
        <label htmlFor={`${idBase}-digest`}>Digest email</label>
        <select
          id={`${idBase}-digest`}
          aria-describedby={`${idBase}-digest-hint`}
          value={settings.digest}
          onChange={(event) => {
            const digest = DIGEST_FREQUENCIES.find((option) => option === event.target.value);
            if (digest) void chooseDigest(digest);
          }}
        >
          {DIGEST_FREQUENCIES.map((digest) => (
            <option key={digest} value={digest}>
              {DIGEST_LABELS[digest]}
            </option>
          ))}
        </select>
      </Row>
      <Muted id={`${idBase}-digest-hint`}>
        What is new in the community since you were last here, in one email. Nothing new, no email.
      </Muted>
      <Muted role="status">{status}</Muted>
      {problem ? <Problem role="alert">{problem}</Problem> : null}
    </Group>
  );
}
