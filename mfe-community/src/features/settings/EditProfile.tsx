import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar, Button, Field, Input, Textarea, toast, useNavigate } from '@mindset/shared-ui';
import { useCurrentUser } from '../../components/useCurrentUser';
import type { ProfileEdits } from '../../store/accountSlice';
import { SettingsPage } from './SettingsPage';

/** Product rules (Community): the bio counter shows /150; the limit is displayed, not enforced. */
export const BIO_LIMIT = 150;
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

export const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface EditProfileProps {
  /** Keeps the edits: null when kept, else the sentence shown above Save. */
  save: (values: ProfileEdits) => Promise<string | null>;
  /** What changes the profile photo, beside the name. */
  photoControls?: ReactNode;
}

/** /community/settings/edit-profile as guests and members both see it. */
export function EditProfile({ save, photoControls }: EditProfileProps) {
  const navigate = useNavigate();
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

  const change = (field: keyof ProfileEdits) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setProblem(null);
    const refused = await save(values);
    setSaving(false);
    if (refused) {
      setProblem(refused);
      return;
    }
    toast({ title: PROFILE_SAVED, variant: 'success' });
    navigate('/community/settings');
  };

  return (
    <SettingsPage title="Edit Profile">
      <Form onSubmit={(event) => void onSubmit(event)} aria-busy={saving}>
        <Identity>
          <Avatar name={values.name || profile.name} src={profile.avatar} size={64} decorative />
          <span>
            <strong>{values.name || profile.name}</strong>
            <small>@{profile.username}</small>
          </span>
          {photoControls}
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
