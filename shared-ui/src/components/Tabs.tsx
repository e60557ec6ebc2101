import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

interface TabsProps<T extends string> {
  /** Prefix for the ids that tie each tab to its panel (see TabPanel). */
  idBase: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  ariaLabel: string;
}

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  ${({ theme }) => theme.media.mobile} {
    gap: 0;
  }
`;

const Tab = styled.button<{ $selected: boolean }>`
  border: 0;
  background: none;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  cursor: pointer;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.textMuted)};
  border-bottom: 3px solid ${({ theme, $selected }) => ($selected ? theme.colors.accent : 'transparent')};
  margin-bottom: -1px;
  /* Four tabs fit a 320 px phone whole: none is cut off behind the scroll edge. */
  ${({ theme }) => theme.media.mobile} {
    flex: 1 1 auto;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xxs}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** WAI-ARIA tabs: arrow keys move between tabs, only the selected tab is in the tab order. */
export function Tabs<T extends string>({ idBase, tabs, value, onChange, ariaLabel }: TabsProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === value);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (current + step + tabs.length) % tabs.length;
    const nextTab = tabs[next];
    if (!nextTab) return;
    onChange(nextTab.id);
    refs.current[next]?.focus();
  };

  return (
    <TabList role="tablist" aria-label={ariaLabel} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => (
        <Tab
          key={tab.id}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${idBase}-tab-${tab.id}`}
          aria-controls={`${idBase}-panel-${tab.id}`}
          aria-selected={tab.id === value}
          tabIndex={tab.id === value ? 0 : -1}
          $selected={tab.id === value}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </Tab>
      ))}
    </TabList>
  );
}

export function TabPanel({ idBase, id, children }: { idBase: string; id: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={`${idBase}-panel-${id}`} aria-labelledby={`${idBase}-tab-${id}`}>
      {children}
    </div>
  );
}
