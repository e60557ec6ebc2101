import { useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, Dialog, Toggle } from '@mindset/shared-ui';
import { optionalCookieCategories, strictlyNecessaryCategory } from './cookieCategories.data';
import { noOptionalCookies, type CookieChoices } from './cookieConsentStore';

const Rows = styled.div`
  display: grid;
  > * + * {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const FixedRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  p {
    margin: 0;
  }
  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface CookieSettingsDialogProps {
  initialChoices: CookieChoices;
  onSave: (choices: CookieChoices) => void;
  onClose: () => void;
}

/** Category by category consent; mounted only while open, so it always starts from the saved choice. */
export function CookieSettingsDialog({ initialChoices, onSave, onClose }: CookieSettingsDialogProps) {
  const [choices, setChoices] = useState<CookieChoices>(initialChoices);

  return (
    <Dialog
      open
      title="Cookie Settings"
      description="Choose which optional cookies we may use. You can change this at any time."
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={() => onSave(noOptionalCookies)}>
            Reject All
          </Button>
          <Button onClick={() => onSave(choices)}>Save Choices</Button>
        </>
      }
    >
      <Rows>
        <FixedRow>
          <p>
            {strictlyNecessaryCategory.title}
            <small>{strictlyNecessaryCategory.description}</small>
          </p>
          <Badge $tone="success">Always on</Badge>
        </FixedRow>
        {optionalCookieCategories.map((category) => (
          <Toggle
            key={category.id}
            label={category.title}
            description={category.description}
            checked={choices[category.id]}
            onChange={(checked) => setChoices({ ...choices, [category.id]: checked })}
          />
        ))}
      </Rows>
    </Dialog>
  );
}
