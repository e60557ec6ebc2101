import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronIcon } from '../../components/icons';
import { SidebarLabel } from './SidebarLabel';

const SectionButton = styled.button<{ $iconOnly: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: ${({ $iconOnly }) => ($iconOnly ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space.xxs};
  width: 100%;
  min-height: 2rem;
  padding: 0 ${({ theme, $iconOnly }) => ($iconOnly ? 0 : theme.space.xs)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.onInkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.onInk};
  }
  svg {
    flex: none;
    transition: transform 0.15s ease;
  }
  &[aria-expanded='false'] svg {
    transform: rotate(-90deg);
  }
`;

const Items = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
  display: grid;
  gap: 2px;
  &[hidden] {
    display: none;
  }
`;

export interface SidebarSectionItem {
  key: string;
  /** The place on screen: shown even while the section is closed, so the user always sees where they are. */
  current: boolean;
  content: ReactNode;
}

export interface SidebarSectionProps {
  id: string;
  title: string;
  defaultOpen: boolean;
  iconOnly: boolean;
  items: SidebarSectionItem[];
}

/** A sidebar section whose header opens and closes its list of links. */
export function SidebarSection({ id, title, defaultOpen, iconOnly, items }: SidebarSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const listId = `sidebar-section-${id}`;
  return (
    <div>
      <SectionButton
        type="button"
        $iconOnly={iconOnly}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <ChevronIcon />
        <SidebarLabel $iconOnly={iconOnly}>{title}</SidebarLabel>
      </SectionButton>
      <Items id={listId} hidden={!open && !items.some((item) => item.current)}>
        {items.map((item) => (
          <li key={item.key} hidden={!open && !item.current}>
            {item.content}
          </li>
        ))}
      </Items>
    </div>
  );
}
