import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button, Cluster, toast, useMember } from '@mindset/shared-ui';
import { useCurrentUser } from '../../components/useCurrentUser';
import type { ProfileEdits } from '../../store/accountSlice';
import { EditProfile, Problem } from './EditProfile';
import { removeMemberPhoto, saveMemberProfile, uploadMemberPhoto } from './memberAccount';

const PhotoActions = styled(Cluster)`
  margin-left: auto;
`;

/** A real button look for the file input's label, so the picker is reached and named like any button. */
const PhotoPicker = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A member's photo: chosen, checked here, sent to the service, shown at once everywhere. */
function MemberPhotoControls() {
  const member = useMember();
  const inputId = useId();
  const [busy, setBusy] = useState<'uploading' | 'removing' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (kind: 'uploading' | 'removing', work: () => Promise<string | null>) => {
    setBusy(kind);
    setProblem(null);
    const refused = await work();
    setBusy(null);
    setProblem(refused);
    if (!refused)
      toast({ title: kind === 'uploading' ? 'Profile photo updated' : 'Profile photo removed', variant: 'success' });
  };

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (file) void run('uploading', () => uploadMemberPhoto(file));
  };

  return (
    <PhotoActions $gap="xs" $align="center">
      <PhotoPicker htmlFor={inputId}>
        Change photo
        <input
          id={inputId}
          className="sr-only"
          type="file"
          accept="image/*"
          disabled={busy !== null}
          onChange={onChosen}
        />
      </PhotoPicker>
      {member?.avatarUrl ? (
        <Button
          $variant="ghost"
          $size="sm"
          disabled={busy !== null}
          onClick={() => void run('removing', removeMemberPhoto)}
        >
          Remove photo
        </Button>
      ) : null}
      {busy ? <p role="status">{busy === 'uploading' ? 'Uploading photo…' : 'Removing photo…'}</p> : null}
      {problem ? <Problem role="alert">{problem}</Problem> : null}
    </PhotoActions>
  );
}

/** A member's profile is saved by the service, which answers with any refusal. */
export default function MemberEditProfile() {
  const profile = useCurrentUser();

  const save = async (values: ProfileEdits) => {
    // Only what changed is sent, so an untouched field never trips a rule it already met.
    const changes = Object.fromEntries(
      (Object.keys(values) as (keyof ProfileEdits)[])
        .filter((field) => values[field] !== profile[field])
        .map((field) => [field, field === 'name' ? values.name.trim() : values[field]]),
    );
    return Object.keys(changes).length > 0 ? saveMemberProfile(changes) : null;
  };

  return <EditProfile save={save} photoControls={<MemberPhotoControls />} />;
}
