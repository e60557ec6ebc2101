import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  Card,
  Cluster,
  Field,
  TabPanel,
  Tabs,
  Textarea,
  toast,
  useLatest,
  useNavigate,
} from '@mindset/shared-ui';
import { Icon } from '../../components/Icon';
import { prepareMedia, releaseMedia, type PickedMedia } from '../../components/media';
import { FEED_PATH } from '../../components/paths';
import { ScreenColumn } from '../../components/ScreenColumn';
import { ScreenTitle } from '../../components/ScreenTitle';
import { useCurrentUser } from '../../components/useCurrentUser';
import { storyBackgroundIds, storyBackgrounds, type StoryBackground, type StoryMedia } from '../../data/stories';
import { StoryFrame } from './StoryFrame';

type StoryMode = 'image' | 'text';

const modeTabs = [
  { id: 'image', label: 'Image' },
  { id: 'text', label: 'Text' },
] as const;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 16rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  margin-top: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Preview = styled.figure`
  margin: 0;
  aspect-ratio: 9 / 16;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  ${({ theme }) => theme.media.mobile} {
    max-width: 10rem;
    justify-self: center;
    width: 100%;
  }
`;

const EmptyPreview = styled.figcaption`
  display: grid;
  place-items: center;
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Controls = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  [role='tabpanel'] {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    padding-top: ${({ theme }) => theme.space.md};
  }
`;

const Picker = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0.625rem 1.125rem;
  border: 1.5px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  justify-self: start;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Backgrounds = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Swatch = styled.label<{ $background: string }>`
  display: grid;
  justify-items: center;
  gap: 0.25rem;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;
  span[aria-hidden] {
    width: 2.5rem;
    height: 2.5rem;
    border-radius: 50%;
    background: ${({ $background }) => $background};
    border: 3px solid ${({ theme }) => theme.colors.surface};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.border};
  }
  input:checked + span[aria-hidden] {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primary};
  }
  input:focus-visible + span[aria-hidden] {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
`;

const RemoveButton = styled(Button)`
  justify-self: start;
`;

/** Where a story on its way is: its photo uploading, or the story being shared. */
export type StorySending = 'uploading' | 'sharing' | null;

export interface StoryComposerProps {
  /** Shares the story and says so; true once shared, false when it stays here to be changed. */
  share: (story: StoryMedia, photo: PickedMedia | null) => Promise<boolean>;
  sending: StorySending;
  /** Why the last Share was refused. */
  refusal: string | null;
  /** A shared story still shows the picked photo from this device, so leaving does not free it. */
  keepsSharedPhoto: boolean;
}

/** /community/stories/create as guests and members both see it: a photo, or text on one of six backgrounds; Share needs one of them (docs/product-rules.md, "Community"). */
export function StoryComposer({ share, sending, refusal, keepsSharedPhoto }: StoryComposerProps) {
  const navigate = useNavigate();
  const { username } = useCurrentUser();
  const [mode, setMode] = useState<StoryMode>('image');
  const [photo, setPhoto] = useState<PickedMedia | null>(null);
  const [text, setText] = useState('');
  const [background, setBackground] = useState<StoryBackground>('sunrise');

  // A photo picked but never shared is freed on leaving.
  const latestPhotoRef = useLatest(photo);
  const sharedRef = useRef(false);
  useEffect(
    () => () => {
      if (!sharedRef.current && latestPhotoRef.current) releaseMedia(latestPhotoRef.current.src);
    },
    [latestPhotoRef],
  );

  const story: StoryMedia | null =
    mode === 'image'
      ? photo && { kind: 'image', src: photo.src, alt: `Story photo shared by ${username}` }
      : text.trim()
        ? { kind: 'text', text: text.trim(), background }
        : null;

  const onPhotoChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Product rules (Community): story photos accept images only (the picker filters too; a dropped-in file may not).
    if (!file.type.startsWith('image/')) {
      toast({ title: 'Stories accept photos only', variant: 'destructive' });
      return;
    }
    const prepared = await prepareMedia(file);
    if (!prepared) return;
    if (latestPhotoRef.current) releaseMedia(latestPhotoRef.current.src);
    setPhoto(prepared);
  };

  const removePhoto = () => {
    if (photo) releaseMedia(photo.src);
    setPhoto(null);
  };

  const onShare = async () => {
    if (!story || sending) return;
    if (!(await share(story, photo))) return;
    if (keepsSharedPhoto) sharedRef.current = true;
    navigate(FEED_PATH);
  };

  return (
    <ScreenColumn $width="wide">
      <ScreenTitle>New story</ScreenTitle>
      <Layout>
        <Preview aria-label="Preview of your story">
          {story ? <StoryFrame media={story} /> : <EmptyPreview>Your story preview appears here.</EmptyPreview>}
        </Preview>
        <Controls>
          <div>
            <Tabs idBase="story-mode" tabs={modeTabs} value={mode} onChange={setMode} ariaLabel="Story type" />
            {mode === 'image' ? (
              <TabPanel idBase="story-mode" id="image">
                <Picker>
                  <Icon name="image" size={20} />
                  {photo ? 'Choose another photo' : 'Choose a photo'}
                  <input className="sr-only" type="file" accept="image/*" onChange={onPhotoChosen} />
                </Picker>
                {photo ? (
                  <RemoveButton $variant="ghost" onClick={removePhoto}>
                    <Icon name="trash" size={18} />
                    Remove photo
                  </RemoveButton>
                ) : null}
              </TabPanel>
            ) : (
              <TabPanel idBase="story-mode" id="text">
                <Field label="Story text" htmlFor="story-text">
                  <Textarea
                    id="story-text"
                    value={text}
                    onChange={(event) => setText(event.target.value)}
                    placeholder="Share a thought, a win or a reminder"
                    rows={4}
                  />
                </Field>
                <Backgrounds>
                  <legend>Background</legend>
                  <div>
                    {storyBackgroundIds.map((id) => (
                      <Swatch key={id} $background={storyBackgrounds[id].css}>
                        <input
                          className="sr-only"
                          type="radio"
                          name="story-background"
                          value={id}
                          checked={background === id}
                          onChange={() => setBackground(id)}
                        />
                        <span aria-hidden="true" />
                        {storyBackgrounds[id].label}
                      </Swatch>
                    ))}
                  </div>
                </Backgrounds>
              </TabPanel>
            )}
          </div>
          {sending ? (
            <p role="status">{sending === 'uploading' ? 'Uploading your photo…' : 'Sharing your story…'}</p>
          ) : null}
          {refusal ? <p role="alert">{refusal}</p> : null}
          <Cluster $justify="end">
            <ButtonLink to={FEED_PATH} $variant="outline">
              Cancel
            </ButtonLink>
            <Button disabled={!story || sending !== null} onClick={() => void onShare()}>
              {sending ? 'Sharing…' : 'Share'}
            </Button>
          </Cluster>
        </Controls>
      </Layout>
    </ScreenColumn>
  );
}
