import styled from 'styled-components';

const ToggleButton = styled.button`
  display: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 0.5rem;
  cursor: pointer;
  ${({ theme }) => theme.media.mobile} {
    display: inline-flex;
  }
`;

export interface MenuToggleProps {
  open: boolean;
  onToggle: () => void;
  /** id of the menu it opens. */
  controls: string;
  /** Accessible name: one text, or one per state. */
  label: string | { open: string; closed: string };
}

/** A public header's menu button on phones: three bars, a cross while the menu is open. */
export function MenuToggle({ open, onToggle, controls, label }: MenuToggleProps) {
  return (
    <ToggleButton
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={typeof label === 'string' ? label : open ? label.open : label.closed}
      onClick={onToggle}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </ToggleButton>
  );
}
