import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Panel, toast, Toggle } from '@mindset/shared-ui';
import type { ToggleGroup } from './settingsToggles';

const Group = styled(Panel)`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.sm};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const FlipStatus = styled.p`
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

interface ToggleSettingsFormProps<T extends object> {
  groups: ToggleGroup<T>[];
  /** The values last saved; the switches start from them. */
  saved: T;
  /** Keeps the values: at once on this device, or at the service (its sentence when it refuses). */
  onSave: (values: T) => void | Promise<string | null>;
  successMessage: string;
  saveLabel: string;
  /**
   * Each flip is kept at once (a member's switches, which protect them: leaving with Back must not
   * drop a change); Save then confirms. Off for a guest, whose Save keeps the values (spec).
   */
  saveOnFlip?: boolean;
}

/**
 * A screen of on/off settings: each switch flips on its own; a guest's values are kept by Save
 * (switches changed and left unsaved are forgotten when the screen closes), a member's at each flip.
 */
export function ToggleSettingsForm<T extends { [K in keyof T]: boolean }>({
  groups,
  saved,
  onSave,
  successMessage,
  saveLabel,
  saveOnFlip = false,
}: ToggleSettingsFormProps<T>) {
  const idBase = useId();
  const [values, setValues] = useState<T>(saved);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [flipStatus, setFlipStatus] = useState('');

  const flip = async (key: keyof T, checked: boolean) => {
    const next = { ...values, [key]: checked };
    setValues(next);
    if (!saveOnFlip) return;
    setProblem(null);
    setFlipStatus('Saving...');
    const refused = (await onSave(next)) ?? null;
    if (refused) {
      // The switch goes back to what the service keeps, with its reason.
      setValues((current) => ({ ...current, [key]: !checked }));
      setProblem(refused);
      setFlipStatus('');
    } else {
      setFlipStatus('Saved');
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setProblem(null);
    // A refusal keeps the switches as the member set them, to try again.
    const refused = (await onSave(values)) ?? null;
    setSaving(false);
    if (refused) setProblem(refused);
    else toast({ title: successMessage, variant: 'success' });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-busy={saving}>
      {groups.map((group, index) => (
        <Group key={group.title} role="group" aria-labelledby={`${idBase}-${index}`}>
          <h2 id={`${idBase}-${index}`}>{group.title}</h2>
          {group.items.map((item) => (
            <Toggle
              key={String(item.key)}
              label={item.label}
              description={item.description}
              checked={values[item.key]}
              onChange={(checked) => void flip(item.key, checked)}
            />
          ))}
        </Group>
      ))}
      {saveOnFlip ? <FlipStatus role="status">{flipStatus}</FlipStatus> : null}
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      <Button type="submit" $fullWidth disabled={saving}>
        {saving ? 'Saving...' : saveLabel}
      </Button>
    </form>
  );
}
