import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  Cluster,
  Field,
  Input,
  Panel,
  Textarea,
  toast,
  useLatest,
  useNavigate,
} from '@mindset/shared-ui';
import { formatNumber } from '../../components/format';
import { Icon } from '../../components/Icon';
import { clampIndex, MediaCarousel } from '../../components/MediaCarousel';
import { prepareMedia, releaseMedia, type PickedMedia } from '../../components/media';
import { FEED_PATH } from '../../components/paths';
import { ScreenColumn } from '../../components/ScreenColumn';
import { ScreenTitle } from '../../components/ScreenTitle';
import { useCurrentUser } from '../../components/useCurrentUser';
import type { PostMedia } from '../../data/posts';
import { sampleLocations } from '../../data/locations';

/** Product rules (Community): shown as a counter, not enforced. */
export const CAPTION_LIMIT = 2200;

const Composer = styled(Panel)`
  margin-top: ${({ theme }) => theme.space.md};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Picker = styled.label<{ $large: boolean }>`
  display: flex;
  flex-direction: ${({ $large }) => ($large ? 'column' : 'row')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ $large }) => ($large ? '14rem' : 'auto')};
  padding: ${({ theme }) => theme.space.md};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const PickerHint = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const MediaBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  > div:first-child {
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const MediaTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  > label {
    flex: 1;
  }
`;

const Counter = styled.span<{ $over: boolean }>`
  justify-self: end;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;

function altTextFor(index: number, count: number, kind: PostMedia['kind'], username: string): string {
  const what = kind === 'video' ? 'Video' : 'Photo';
  return count > 1 ? `${what} ${index + 1} of ${count} shared by ${username}` : `${what} shared by ${username}`;
}

/** A new post as the screen holds it: the caption, the place and the picked media with their alt text. */
export interface PostToShare {
  caption: string;
  location: string;
  media: PostMedia[];
}

/** A post on its way: how many of its photos and videos are uploaded so far. */
export type PostSending = { uploaded: number } | null;

export interface PostComposerProps {
  /**
   * Shares the post and says so: true when it is shared at once (on this device), else whether the
   * service took it; once shared the screen goes to the feed, else it stays here to be changed.
   */
  share: (post: PostToShare, picked: PickedMedia[]) => true | Promise<boolean>;
  sending: PostSending;
  /** Why the last Share was refused; what was written and picked stays. */
  refusal: string | null;
  /** A shared post still shows the picked media from this device, so leaving does not free them. */
  keepsSharedMedia: boolean;
}

/** /community/create as guests and members both see it: photos and videos, a caption and a place, then Share. */
export function PostComposer({ share, sending, refusal, keepsSharedMedia }: PostComposerProps) {
  const navigate = useNavigate();
  const { username } = useCurrentUser();
  const ids = useId();
  const [items, setItems] = useState<PickedMedia[]>([]);
  const [index, setIndex] = useState(0);
  const [caption, setCaption] = useState('');
  const [location, setLocation] = useState('');
  const [preparing, setPreparing] = useState(false);

  // Media picked but never shared is freed when the member leaves the screen.
  const latestItemsRef = useLatest(items);
  const sharedRef = useRef(false);
  useEffect(
    () => () => {
      if (!sharedRef.current) latestItemsRef.current.forEach((item) => releaseMedia(item.src));
    },
    [latestItemsRef],
  );

  const canShare = !preparing && (caption.trim().length > 0 || items.length > 0);
  const current = items[clampIndex(index, items.length)];
  const media: PostMedia[] = items.map((item, position) => ({
    kind: item.kind,
    src: item.src,
    alt: altTextFor(position, items.length, item.kind, username),
  }));

  const onFilesChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Let the member pick the same file again after removing it.
    event.target.value = '';
    if (files.length === 0) return;
    setPreparing(true);
    const prepared = await Promise.all(files.map(prepareMedia));
    const accepted = prepared.filter((item): item is PickedMedia => item !== null);
    if (accepted.length < files.length) {
      toast({ title: 'Only photos and videos can be added', variant: 'destructive' });
    }
    if (accepted.length > 0) {
      // Show the first of the newly added files.
      setIndex(latestItemsRef.current.length);
      setItems((previous) => [...previous, ...accepted]);
    }
    setPreparing(false);
  };

  const removeCurrent = () => {
    if (!current) return;
    releaseMedia(current.src);
    const remaining = items.filter((item) => item.id !== current.id);
    setItems(remaining);
    setIndex((value) => clampIndex(value, remaining.length));
  };

  const onShare = async () => {
    if (!canShare || sending) return;
    const shared = share({ caption, location, media }, items);
    // A post shared at once opens the feed in the same moment, with the post on top.
    if (shared !== true && !(await shared)) return;
    if (keepsSharedMedia) sharedRef.current = true;
    navigate(FEED_PATH);
  };

  const captionId = `${ids}-caption`;
  const locationId = `${ids}-location`;

  return (
    <ScreenColumn $width="narrow">
      <ScreenTitle>New post</ScreenTitle>
      <Composer>
        <Form
          aria-label="New post"
          onSubmit={(event) => {
            event.preventDefault();
            void onShare();
          }}
        >
          {current ? (
            <MediaBlock>
              <MediaCarousel
                media={media}
                index={index}
                onIndexChange={setIndex}
                label="Photos and videos of your new post"
                fit="contain"
              />
              <MediaTools>
                <Picker $large={false}>
                  <Icon name="image" size={20} />
                  Add more
                  <input className="sr-only" type="file" accept="image/*,video/*" multiple onChange={onFilesChosen} />
                </Picker>
                <Button $variant="outline" onClick={removeCurrent}>
                  <Icon name="trash" size={18} />
                  Remove this {current.kind === 'video' ? 'video' : 'photo'}
                </Button>
              </MediaTools>
            </MediaBlock>
          ) : (
            <Picker $large>
              <Icon name="image" size={40} />
              Add photos or videos
              <PickerHint>JPG, PNG, MP4 or MOV. Photos are resized to keep them on this device.</PickerHint>
              <input className="sr-only" type="file" accept="image/*,video/*" multiple onChange={onFilesChosen} />
            </Picker>
          )}
          {preparing ? <p role="status">Preparing your media…</p> : null}

          <Field label="Caption" htmlFor={captionId}>
            <Textarea
              id={captionId}
              value={caption}
              onChange={(event) => setCaption(event.target.value)}
              placeholder="Write a caption… use #hashtags to be found"
              aria-describedby={`${captionId}-counter`}
              rows={5}
            />
            <Counter id={`${captionId}-counter`} $over={caption.length > CAPTION_LIMIT} aria-live="polite">
              {formatNumber(caption.length)}/{formatNumber(CAPTION_LIMIT)}
            </Counter>
          </Field>

          <Field label="Location" htmlFor={locationId}>
            <Input
              id={locationId}
              value={location}
              onChange={(event) => setLocation(event.target.value)}
              placeholder="Add a place"
              list={`${locationId}-suggestions`}
              autoComplete="off"
            />
            <datalist id={`${locationId}-suggestions`}>
              {sampleLocations.map((place) => (
                <option key={place.name} value={place.name} />
              ))}
            </datalist>
          </Field>

          {sending && items.length > 0 ? (
            <p role="status">
              {sending.uploaded < items.length
                ? `Uploading ${sending.uploaded + 1} of ${items.length}…`
                : 'Sharing your post…'}
            </p>
          ) : null}
          {refusal ? <p role="alert">{refusal}</p> : null}
          <Cluster $justify="end">
            <ButtonLink to={FEED_PATH} $variant="outline">
              Cancel
            </ButtonLink>
            <Button type="submit" disabled={!canShare || sending !== null}>
              {sending ? 'Sharing…' : 'Share'}
            </Button>
          </Cluster>
        </Form>
      </Composer>
    </ScreenColumn>
  );
}
