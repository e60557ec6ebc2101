import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@mindset/shared-ui';

export interface MoreMenuItem {
  label: string;
  onSelect: () => void;
  destructive?: boolean;
}

// On a phone the actions wrap and the button may sit anywhere in its row, so the panel spans the
// row below instead (the nearest positioned ancestor, which the profile's action row provides).
const Wrapper = styled.div`
  position: relative;
  ${({ theme }) => theme.media.mobile} {
    position: static;
  }
`;

const Panel = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 0.375rem);
  z-index: ${({ theme }) => theme.zIndex.header - 1};
  min-width: 14rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ theme }) => theme.media.mobile} {
    left: 0;
    min-width: 0;
  }
`;

const Item = styled.button<{ $destructive: boolean }>`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.text)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/**
 * The "More options" button of another member's profile: a disclosure listing the rarer actions.
 * Escape or a click elsewhere closes it; choosing an item closes it and returns focus to the button.
 */
export function ProfileMoreMenu({ items }: { items: MoreMenuItem[] }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapperRef}>
      <Button
        ref={buttonRef}
        $variant="secondary"
        $size="sm"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label="More options"
        onClick={() => setOpen((current) => !current)}
      >
        <span aria-hidden="true">•••</span>
      </Button>
      {open ? (
        <Panel id={id}>
          {items.map((item) => (
            <li key={item.label}>
              <Item
                type="button"
                $destructive={Boolean(item.destructive)}
                onClick={() => {
                  setOpen(false);
                  buttonRef.current?.focus();
                  item.onSelect();
                }}
              >
                {item.label}
              </Item>
            </li>
          ))}
        </Panel>
      ) : null}
    </Wrapper>
  );
}
