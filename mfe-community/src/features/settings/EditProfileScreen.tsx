import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Avatar, Button, Cluster, Field, Input, Textarea, toast, useMember, useNavigate } from '@mindset/shared-ui';
import { useCurrentUser } from '../../components/useCurrentUser';
import type { ProfileEdits } from '../../store/accountSlice';
import { useCommunityStore } from '../../store/communityStore';
import { removeMemberPhoto, saveMemberProfile, uploadMemberPhoto } from './memberAccount';
import { SettingsPage } from './SettingsPage';

/** Product rules (Community): the bio counter shows /150; the limit is displayed, not enforced. */
export const BIO_LIMIT = 150;
/** Product rules (Community): simulated save delay. */
export const PROFILE_SAVE_DELAY_MS = 1000;
const PROFILE_SAVED = 'Profile updated successfully!';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Identity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

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

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
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

/**
 * /community/settings/edit-profile. A guest's edits are kept on this device after a simulated
 * second (spec); a member's are saved by the service, which answers with any refusal.
 */
export function EditProfileScreen() {
  const navigate = useNavigate();
  const member = useMember();
  const saveProfile = useCommunityStore((state) => state.saveProfile);
  const profile = useCurrentUser();
  const [values, setValues] = useState<ProfileEdits>({
    name: profile.name,
    bio: profile.bio,
    website: profile.website,
    email: profile.email,
    phone: profile.phone,
  });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (field: keyof ProfileEdits) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const saveForMember = async () => {
    // Only what changed is sent, so an untouched field never trips a rule it already met.
    const changes = Object.fromEntries(
      (Object.keys(values) as (keyof ProfileEdits)[])
        .filter((field) => values[field] !== profile[field])
        .map((field) => [field, field === 'name' ? values.name.trim() : values[field]]),
    );
    const refused = Object.keys(changes).length > 0 ? await saveMemberProfile(changes) : null;
    setSaving(false);
    if (refused) {
      setProblem(refused);
      return;
    }
    toast({ title: PROFILE_SAVED, variant: 'success' });
    navigate('/community/settings');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setProblem(null);
    if (member) {
      void saveForMember();
      return;
    }
    timer.current = window.setTimeout(() => {
      saveProfile({ ...values, name: values.name.trim() });
      toast({ title: PROFILE_SAVED, variant: 'success' });
      navigate('/community/settings');
    }, PROFILE_SAVE_DELAY_MS);
  };

  return (
    <SettingsPage title="Edit Profile">
      <Form onSubmit={onSubmit} aria-busy={saving}>
        <Identity>
          <Avatar name={values.name || profile.name} src={profile.avatar} size={64} decorative />
          <span>
            <strong>{values.name || profile.name}</strong>
            <small>@{profile.username}</small>
          </span>
          {member ? <MemberPhotoControls /> : null}
        </Identity>
        <Field label="Name" htmlFor="profile-name">
          <Input id="profile-name" autoComplete="name" required value={values.name} onChange={change('name')} />
        </Field>
        <Field label="Bio" htmlFor="profile-bio" hint={`${values.bio.length}/${BIO_LIMIT}`}>
          <Textarea
            id="profile-bio"
            rows={4}
            value={values.bio}
            aria-describedby="profile-bio-message"
            onChange={change('bio')}
          />
        </Field>
        <Field label="Website" htmlFor="profile-website">
          <Input
            id="profile-website"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.website}
            onChange={change('website')}
          />
        </Field>
        <Field label="Email" htmlFor="profile-email">
          <Input id="profile-email" type="email" autoComplete="email" value={values.email} onChange={change('email')} />
        </Field>
        <Field label="Phone" htmlFor="profile-phone">
          <Input id="profile-phone" type="tel" autoComplete="tel" value={values.phone} onChange={change('phone')} />
        </Field>
        {problem ? <Problem role="alert">{problem}</Problem> : null}
        <Button type="submit" disabled={saving} $fullWidth>
          {saving ? 'Saving...' : 'Save changes'}
        </Button>
      </Form>
    </SettingsPage>
  );
}
