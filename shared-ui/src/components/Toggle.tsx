import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
`;

const Text = styled.div`
  display: grid;
  gap: 0.125rem;
`;

const Description = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Switch = styled.button<{ $on: boolean }>`
  flex: none;
  position: relative;
  width: 2.75rem;
  height: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 0;
  cursor: pointer;
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : '#8a8fa3')};
  transition: background 0.15s ease;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: ${({ $on }) => ($on ? 'calc(100% - 1.125rem - 3px)' : '3px')};
    width: 1.125rem;
    height: 1.125rem;
    border-radius: 50%;
    background: #fff;
    transition: left 0.15s ease;
  }
`;

export interface ToggleProps {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off switch with its visible label as the accessible name. */
export function Toggle({ label, description, checked, onChange }: ToggleProps) {
  const id = useId();
  return (
    <Row>
      <Text>
        <span id={`${id}-label`}>{label}</span>
        {description ? <Description id={`${id}-description`}>{description}</Description> : null}
      </Text>
      <Switch
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        $on={checked}
        onClick={() => onChange(!checked)}
      />
    </Row>
  );
}
