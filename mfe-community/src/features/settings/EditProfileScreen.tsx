import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Avatar, Button, Field, Input, Textarea, toast, useVisitorProfile, useNavigate } from '@mindset/shared-ui';
import { currentUserProfile, type ProfileEdits } from '../../store/accountSlice';
import { useCommunityStore } from '../../store/communityStore';
import { SettingsPage } from './SettingsPage';

/** Product rules (Community): the bio counter shows /150; the limit is displayed, not enforced. */
export const BIO_LIMIT = 150;
/** Product rules (Community): simulated save delay. */
export const PROFILE_SAVE_DELAY_MS = 1000;

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
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /community/settings/edit-profile: saves after a simulated second, then returns to settings. */
export function EditProfileScreen() {
  const navigate = useNavigate();
  const profileEdits = useCommunityStore((state) => state.profileEdits);
  const saveProfile = useCommunityStore((state) => state.saveProfile);
  const profile = currentUserProfile(profileEdits, useVisitorProfile());
  const [values, setValues] = useState<ProfileEdits>({
    name: profile.name,
    bio: profile.bio,
    website: profile.website,
    email: profile.email,
    phone: profile.phone,
  });
  const [saving, setSaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (field: keyof ProfileEdits) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    timer.current = window.setTimeout(() => {
      saveProfile({ ...values, name: values.name.trim() });
      toast({ title: 'Profile updated successfully!', variant: 'success' });
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
        <Button type="submit" disabled={saving} $fullWidth>
          {saving ? 'Saving...' : 'Save changes'}
        </Button>
      </Form>
    </SettingsPage>
  );
}
