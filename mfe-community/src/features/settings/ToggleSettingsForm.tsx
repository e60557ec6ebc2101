import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Card, toast, Toggle } from '@mindset/shared-ui';
import type { ToggleGroup } from './settingsToggles';

const Group = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.sm};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

interface ToggleSettingsFormProps<T extends object> {
  groups: ToggleGroup<T>[];
  /** The values last saved; the switches start from them. */
  saved: T;
  onSave: (values: T) => void;
  successMessage: string;
  saveLabel: string;
}

/**
 * A screen of on/off settings: each switch flips on its own, and only Save keeps the values
 * (switches changed and left unsaved are forgotten when the screen closes).
 */
export function ToggleSettingsForm<T extends { [K in keyof T]: boolean }>({
  groups,
  saved,
  onSave,
  successMessage,
  saveLabel,
}: ToggleSettingsFormProps<T>) {
  const idBase = useId();
  const [values, setValues] = useState<T>(saved);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave(values);
    toast({ title: successMessage, variant: 'success' });
  };

  return (
    <form onSubmit={onSubmit}>
      {groups.map((group, index) => (
        <Group key={group.title} role="group" aria-labelledby={`${idBase}-${index}`}>
          <h2 id={`${idBase}-${index}`}>{group.title}</h2>
          {group.items.map((item) => (
            <Toggle
              key={String(item.key)}
              label={item.label}
              description={item.description}
              checked={values[item.key]}
              onChange={(checked) => setValues((current) => ({ ...current, [item.key]: checked }))}
            />
          ))}
        </Group>
      ))}
      <Button type="submit" $fullWidth>
        {saveLabel}
      </Button>
    </form>
  );
}
