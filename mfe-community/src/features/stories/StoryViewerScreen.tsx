import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Avatar, ButtonLink, ProgressBar, Navigate, useMember, useNavigate, useParams } from '@mindset/shared-ui';
import { formatNumber } from '../../components/format';
import { Icon } from '../../components/Icon';
import { FEED_PATH } from '../../components/paths';
import { RelativeTime } from '../../components/RelativeTime';
import { ScreenLoading } from '../../components/ScreenLoading';
import { useCurrentUser, usePersonLookup } from '../../components/useCurrentUser';
import { useSeenWhenShown, useStoriesOf } from '../../components/useStories';
import type { Story } from '../../data/stories';
import { useCommunityStore } from '../../store/communityStore';
import { StoryFrame } from './StoryFrame';

/** Product rules (Community): each story shows for 5000 ms; progress (0 to 100) advances every 100 ms. */
export const STORY_DURATION_MS = 5000;
export const PROGRESS_TICK_MS = 100;
const PROGRESS_STEP = (100 * PROGRESS_TICK_MS) / STORY_DURATION_MS;

const Viewer = styled.main`
  min-height: 100vh;
  min-height: 100dvh;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
`;

const Stage = styled.div`
  position: relative;
  height: min(100dvh, 56rem);
  aspect-ratio: 9 / 16;
  max-width: 100vw;
  overflow: hidden;
  ${({ theme }) => theme.media.desktop} {
    height: min(calc(100dvh - 2rem), 56rem);
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  ${({ theme }) => theme.media.mobile} {
    width: 100vw;
    height: 100dvh;
    aspect-ratio: auto;
  }
`;

const Top = styled.div`
  position: absolute;
  inset: 0 0 auto 0;
  z-index: 2;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  background: linear-gradient(rgba(14, 19, 38, 0.85), rgba(14, 19, 38, 0));
`;

const Bars = styled.div`
  display: flex;
  gap: 4px;
  > * {
    flex: 1;
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h1 {
    font-family: inherit;
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0;
    color: #fff;
  }
  time {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.onInkMuted};
  }
`;

const Controls = styled.div`
  margin-left: auto;
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

const RoundButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: 50%;
  background: rgba(14, 19, 38, 0.55);
  color: #fff;
  cursor: pointer;
  &:hover {
    background: rgba(14, 19, 38, 0.8);
  }
`;

const TapZone = styled.button.attrs({ type: 'button' })<{ $side: 'left' | 'right' }>`
  position: absolute;
  z-index: 1;
  top: 0;
  bottom: 0;
  ${({ $side }) => $side}: 0;
  width: 33.333%;
  border: 0;
  padding: 0;
  background: transparent;
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
  &:focus-visible {
    outline-offset: -6px;
  }
`;

const Bottom = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  z-index: 2;
  padding: ${({ theme }) => theme.space.sm};
  background: linear-gradient(rgba(14, 19, 38, 0), rgba(14, 19, 38, 0.85));
`;

const ReplyForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  input {
    flex: 1;
    min-width: 0;
    padding: 0.625rem 1rem;
    border: 1.5px solid rgba(255, 255, 255, 0.7);
    border-radius: ${({ theme }) => theme.radii.pill};
    background: rgba(14, 19, 38, 0.6);
    color: #fff;
    &::placeholder {
      color: ${({ theme }) => theme.colors.onInkMuted};
    }
  }
`;

const Status = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: #fff;
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  h1 {
    color: #fff;
  }
  p {
    margin: 0;
  }
`;

/** Reply box of a story: blank text is ignored (docs/product-rules.md, "Community"); anything else is confirmed as sent. */
function StoryReply({ username, onFocusChange }: { username: string; onFocusChange: (focused: boolean) => void }) {
  const inputId = useId();
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    setMessage('');
    setSent(true);
  };

  return (
    <>
      <ReplyForm onSubmit={onSubmit}>
        <label htmlFor={inputId} className="sr-only">
          Reply to {username}
        </label>
        <input
          id={inputId}
          value={message}
          placeholder={`Reply to ${username}…`}
          autoComplete="off"
          onChange={(event) => {
            setMessage(event.target.value);
            setSent(false);
          }}
          onFocus={() => onFocusChange(true)}
          onBlur={() => onFocusChange(false)}
        />
        <RoundButton type="submit" aria-label="Send">
          <Icon name="share" size={20} />
        </RoundButton>
      </ReplyForm>
      <Status role="status">{sent ? 'Sent' : ''}</Status>
    </>
  );
}

interface StoryPlayerProps {
  username: string;
  stories: Story[];
  /** Whether one's own story says how many saw it. */
  countsViews: boolean;
}

function StoryPlayer({ username, stories, countsViews }: StoryPlayerProps) {
  const navigate = useNavigate();
  const me = useCurrentUser();
  const personOf = usePersonLookup();
  const person = personOf(username);
  const [index, setIndex] = useState(0);
  const [progress, setProgress] = useState(0);
  const [paused, setPaused] = useState(false);
  // The story holds still while the member types a reply.
  const [replying, setReplying] = useState(false);
  const playing = !paused && !replying;
  const story = stories[index];
  const isOwn = username === me.username;
  useSeenWhenShown(story?.id);

  const close = () => navigate(FEED_PATH);

  const goNext = () => {
    if (index < stories.length - 1) {
      setIndex(index + 1);
      setProgress(0);
    } else {
      close();
    }
  };

  const goPrevious = () => {
    if (index === 0) return;
    setIndex(index - 1);
    setProgress(0);
  };

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(
      () => setProgress((value) => Math.min(100, value + PROGRESS_STEP)),
      PROGRESS_TICK_MS,
    );
    return () => window.clearInterval(timer);
  }, [playing]);

  // At 100 the story is over: on to the next one (adjusted during render), or back to the feed after the last.
  const storyOver = progress >= 100;
  const lastStory = index >= stories.length - 1;
  if (storyOver && !lastStory) {
    setIndex(index + 1);
    setProgress(0);
  }
  useEffect(() => {
    if (storyOver && lastStory) navigate(FEED_PATH);
  }, [storyOver, lastStory, navigate]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') navigate(FEED_PATH);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate]);

  if (!story) return null;

  return (
    <Viewer id="main">
      <Stage>
        <StoryFrame media={story.media} />
        <Top>
          <Bars>
            {stories.map((item, position) => (
              <ProgressBar
                key={item.id}
                label={`Story ${position + 1} of ${stories.length}`}
                value={position < index ? 100 : position === index ? progress : 0}
                tone="accent"
                height="3px"
              />
            ))}
          </Bars>
          <Who>
            <Avatar name={person?.name ?? username} src={person?.avatar} size={36} decorative />
            <div>
              <h1>{username}</h1>
              <RelativeTime date={story.createdAt} />
            </div>
            <Controls>
              <RoundButton
                type="button"
                aria-label={paused ? 'Play' : 'Pause'}
                onClick={() => setPaused((value) => !value)}
              >
                <Icon name={paused ? 'play' : 'pause'} size={20} />
              </RoundButton>
              <RoundButton type="button" aria-label="Close" onClick={close}>
                <Icon name="close" size={20} />
              </RoundButton>
            </Controls>
          </Who>
        </Top>
        <TapZone $side="left" aria-label="Previous story" disabled={index === 0} onClick={goPrevious} />
        <TapZone $side="right" aria-label="Next story" onClick={goNext} />
        <Bottom>
          {isOwn ? (
            countsViews ? (
              <Status>Seen by {formatNumber(story.views)}</Status>
            ) : null
          ) : (
            <StoryReply username={username} onFocusChange={setReplying} />
          )}
        </Bottom>
      </Stage>
    </Viewer>
  );
}

/** /community/stories/:username, full screen outside the community layout (docs/product-rules.md, "Community"). */
export function StoryViewerScreen() {
  const { username = '' } = useParams();
  const { stories, status, error } = useStoriesOf(username);
  // The feature's one seam: member-service does not count who saw a story, so a member's own shows no count.
  const countsViews = !useMember();
  const signedOut = useCommunityStore((state) => state.signedOut);

  if (signedOut) return <Navigate to={FEED_PATH} replace />;

  if (stories.length === 0 && (status === 'idle' || status === 'loading')) {
    return (
      <Viewer id="main">
        <ScreenLoading />
      </Viewer>
    );
  }

  if (stories.length === 0) {
    return (
      <Viewer id="main">
        <Empty>
          <h1>No stories to show</h1>
          <p>{error ?? `${username} has no stories right now.`}</p>
          <ButtonLink to={FEED_PATH} $variant="accent">
            Back to the feed
          </ButtonLink>
        </Empty>
      </Viewer>
    );
  }

  // A new person starts at their first story.
  return <StoryPlayer key={username} username={username} stories={stories} countsViews={countsViews} />;
}
