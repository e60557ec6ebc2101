import { useEffect, useState } from 'react';
import { ScreenLoading } from '../../components/ScreenLoading';
import { loadMemberSettings, saveMemberSettings, type MemberSettings } from './memberAccount';
import type { ToggleGroup } from './settingsToggles';
import { ToggleSettingsForm } from './ToggleSettingsForm';
import { RetryNotice } from '../../components/RetryNotice';

interface MemberToggleSettingsProps<T extends { [K in keyof T]: boolean }> {
  groups: ToggleGroup<T>[];
  /** This screen's group of the member's settings, and the change that saves it. */
  pick: (settings: MemberSettings) => T;
  changes: (values: T) => Partial<MemberSettings>;
  successMessage: string;
  saveLabel: string;
  /** After the service kept a change. */
  onSaved?: () => void;
}

/** A member's privacy or notification switches: read from the service, and saved there whole at each flip. */
export function MemberToggleSettings<T extends { [K in keyof T]: boolean }>({
  groups,
  pick,
  changes,
  successMessage,
  saveLabel,
  onSaved,
}: MemberToggleSettingsProps<T>) {
  const [settings, setSettings] = useState<MemberSettings | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Each attempt reads the settings again (Try again after a failure).
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void loadMemberSettings().then((result) => {
      if (!current) return;
      setProblem(result.error);
      if (result.error === null) setSettings(result.data);
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = () => {
    setProblem(null);
    setAttempt((count) => count + 1);
  };

  if (problem) {
    return <RetryNotice problem={problem} onRetry={retry} />;
  }
  if (!settings) return <ScreenLoading />;
  return (
    <ToggleSettingsForm
      groups={groups}
      saved={pick(settings)}
      onSave={async (values) => {
        const refused = await saveMemberSettings(changes(values));
        if (refused === null) onSaved?.();
        return refused;
      }}
      successMessage={successMessage}
      saveLabel={saveLabel}
      saveOnFlip
    />
  );
}
