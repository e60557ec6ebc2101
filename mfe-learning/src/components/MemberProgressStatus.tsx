import { Avatar, Button, useMember, useVisitorIdentity } from '@mindset/shared-ui';
import styled from 'styled-components';
import { useLearningStore } from '../store/learningStore';

const Panel = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0;
  }
`;

const Saving = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failure = styled.div`
  flex-basis: 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const savingTexts = { idle: '', saving: 'Saving…', saved: 'All changes saved to your account.' } as const;

function retryNow() {
  void import('../store/memberProgressSync').then(({ saveNow }) => saveNow());
}

/**
 * For a member: who is signed in, and whether their progress reached their account. A guest sees
 * nothing here: their progress stays in this browser, as the spec has it.
 */
export function MemberProgressStatus() {
  const signedIn = useMember() !== null;
  const { name, username, avatar } = useVisitorIdentity();
  const holdsMemberProgress = useLearningStore((state) => state.memberId !== null);
  const saveStatus = useLearningStore((state) => state.saveStatus);
  if (!signedIn && !holdsMemberProgress) return null;

  return (
    <Panel aria-label="Your progress">
      {signedIn ? (
        <>
          <Avatar name={name} src={avatar} size={28} decorative />
          <p>
            Signed in as <strong>{name}</strong> (@{username}). Your progress is saved to your account.
          </p>
        </>
      ) : null}
      <Saving role="status">{saveStatus.state === 'failed' ? '' : savingTexts[saveStatus.state]}</Saving>
      {saveStatus.state === 'failed' ? (
        <Failure role="alert">
          <p>
            Your latest changes are not saved to your account yet: {saveStatus.error} They are kept on this device and
            we keep trying.
          </p>
          <Button $variant="outline" $size="sm" onClick={retryNow}>
            Try again now
          </Button>
        </Failure>
      ) : null}
    </Panel>
  );
}
