import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BackToSettingsLink } from '../../components/BackToSettingsLink';
import { ScreenColumn } from '../../components/ScreenColumn';

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface SettingsPageProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/** Frame of every settings screen: its back button always returns to /community/settings (spec). */
export function SettingsPage({ title, intro, children }: SettingsPageProps) {
  return (
    <ScreenColumn>
      <BackToSettingsLink />
      <h1>{title}</h1>
      {intro ? <Intro>{intro}</Intro> : null}
      {children}
    </ScreenColumn>
  );
}
