import styled, { css } from 'styled-components';
import { Button, Dialog } from '@mindset/shared-ui';
import { copyToClipboard } from './copyToClipboard';

const Options = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const optionStyles = css`
  display: flex;
  width: 100%;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const OptionButton = styled.button`
  ${optionStyles}
`;

const OptionLink = styled.a`
  ${optionStyles}
`;

interface ShareProfileDialogProps {
  open: boolean;
  onClose: () => void;
  name: string;
  username: string;
  url: string;
}

/** Product rules (Community): Copy Link, Share via Message (sms:), Share via Email (mailto:), Open in Browser. */
export function ShareProfileDialog({ open, onClose, name, username, url }: ShareProfileDialogProps) {
  const text = `Check out ${name} (@${username}) on Mindset: ${url}`;

  const copyLink = async () => {
    await copyToClipboard(url, 'Link copied to clipboard');
    onClose();
  };

  const openInBrowser = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `${name} on Mindset`, url });
      } catch {
        // The person closed the share sheet: nothing to report.
      }
    } else {
      window.open(url, '_blank', 'noopener,noreferrer');
    }
    onClose();
  };

  return (
    <Dialog
      open={open}
      title="Share profile"
      description={`Share ${name}'s profile`}
      onClose={onClose}
      actions={
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      <Options>
        <li>
          <OptionButton type="button" onClick={copyLink}>
            Copy Link
          </OptionButton>
        </li>
        <li>
          <OptionLink href={`sms:?&body=${encodeURIComponent(text)}`} onClick={onClose}>
            Share via Message
          </OptionLink>
        </li>
        <li>
          <OptionLink
            href={`mailto:?subject=${encodeURIComponent(`${name} on Mindset`)}&body=${encodeURIComponent(text)}`}
            onClick={onClose}
          >
            Share via Email
          </OptionLink>
        </li>
        <li>
          <OptionButton type="button" onClick={openInBrowser}>
            Open in Browser
          </OptionButton>
        </li>
      </Options>
    </Dialog>
  );
}
