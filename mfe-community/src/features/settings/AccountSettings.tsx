import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Button, Cluster, Dialog, Panel, toast, useNavigate } from '@mindset/shared-ui';
import { accountPasswordMessages, PasswordChangeForm } from './PasswordChangeForm';
import { SettingsPage } from './SettingsPage';

const Section = styled(Panel)`
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const DangerZone = styled(Section)`
  border-color: ${({ theme }) => theme.colors.danger};
  h2 {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** The two account-ending requests, each confirmed in a dialog first (docs/product-rules.md, "Community"). */
const closures = {
  deactivate: {
    title: 'Deactivate your account?',
    description: 'Your profile, posts and comments will be hidden until you log back in.',
    confirmLabel: 'Deactivate account',
    toast: 'Account deactivation request submitted. Your account will be deactivated within 24 hours.',
  },
  delete: {
    title: 'Delete your account?',
    description:
      'Your profile, posts, messages and followers will be permanently deleted. You can recover your account within 30 days.',
    confirmLabel: 'Delete account',
    toast: 'Account deletion request submitted. Your account will be permanently deleted within 30 days.',
  },
} as const;

export type AccountClosure = keyof typeof closures;

export interface AccountSettingsProps {
  /** The real password change; a guest has none, and the form simulates the spec's. */
  changePassword?: (currentPassword: string, newPassword: string) => Promise<string | null>;
  onRequestData: () => void;
  preparingData: boolean;
  /** Ends the account once confirmed: null when done, else the sentence shown instead of leaving. */
  closeAccount: (closure: AccountClosure) => Promise<string | null>;
}

/** /community/settings/account as guests and members both see it: change password, data download, deactivate and delete. */
export function AccountSettings({ changePassword, onRequestData, preparingData, closeAccount }: AccountSettingsProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<AccountClosure | null>(null);
  const [closing, setClosing] = useState(false);
  const closure = confirming ? closures[confirming] : null;
  // Stable, so the dialog keeps focus where the user put it between renders.
  const closeDialog = useCallback(() => setConfirming(null), []);

  const confirm = async () => {
    if (!closure || !confirming || closing) return;
    setClosing(true);
    const refused = await closeAccount(confirming);
    setClosing(false);
    if (refused) {
      toast({ title: refused, variant: 'destructive' });
      return;
    }
    toast({ title: closure.toast });
    navigate('/');
  };

  return (
    <SettingsPage title="Account Settings">
      <Section>
        <h2>Change password</h2>
        <PasswordChangeForm
          messages={accountPasswordMessages}
          submitLabel="Change password"
          changePassword={changePassword}
        />
      </Section>

      <Section>
        <h2>Download your data</h2>
        <p>Get a copy of your posts, messages, comments and profile information.</p>
        <Button $variant="outline" disabled={preparingData} onClick={onRequestData}>
          Request data download
        </Button>
        {preparingData ? <p role="status">Preparing your download…</p> : null}
      </Section>

      <DangerZone>
        <h2>Deactivate or delete</h2>
        <p>Deactivating hides your account until you return. Deleting removes it for good after 30 days.</p>
        <Cluster>
          <Button $variant="outline" onClick={() => setConfirming('deactivate')}>
            Deactivate account
          </Button>
          <Button $variant="destructive" onClick={() => setConfirming('delete')}>
            Delete account
          </Button>
        </Cluster>
      </DangerZone>

      <Dialog
        open={closure !== null}
        title={closure?.title}
        description={closure?.description}
        onClose={closeDialog}
        closeOnOutsideClick={false}
        actions={
          <>
            <Button $variant="secondary" onClick={closeDialog}>
              Cancel
            </Button>
            <Button $variant="destructive" disabled={closing} onClick={() => void confirm()}>
              {closure?.confirmLabel}
            </Button>
          </>
        }
      />
    </SettingsPage>
  );
}
