import { format } from 'date-fns';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, Cluster, Link, showHeading, Stack, useMember } from '@mindset/shared-ui';
import { Icon } from '../../components/Icon';
import { CreateAccountForm } from './CreateAccountForm';
import type { Membership } from './joinStore';

const Confirmation = styled(Stack)`
  text-align: center;
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Tick = styled.span`
  display: inline-flex;
  width: 56px;
  height: 56px;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;

interface JoinConfirmationProps {
  membership: Membership;
  /** True right after joining: the message comes to the top of the view with focus, so it is seen and announced; not on a later visit. */
  announce: boolean;
  onEditDetails: () => void;
}

export function JoinConfirmation({ membership, announce, onEditDetails }: JoinConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const member = useMember();
  const firstName = membership.fullName.split(/\s+/)[0];

  useEffect(() => {
    if (announce) showHeading(headingRef.current);
  }, [announce]);

  return (
    <Confirmation $align="center">
      <Tick>
        <Icon name="check" size={30} />
      </Tick>
      <h2 ref={headingRef} tabIndex={-1}>
        {firstName ? `You're in, ${firstName}!` : "You're in!"}
      </h2>
      <p>
        Welcome to the community. Your membership is free and active: we will reach you at{' '}
        <strong>{membership.email}</strong>.
      </p>
      <p>Joined {format(new Date(membership.joinedAt), 'd MMMM yyyy')}</p>
      <Cluster $justify="center">
        <ButtonLink to="/modules" $variant="accent">
          Start Module 1
        </ButtonLink>
        <ButtonLink to="/community" $variant="outline">
          Meet the community
        </ButtonLink>
      </Cluster>
      {member ? (
        <p role="status">
          Signed in as <strong>{member.name}</strong>. <Link to="/signin">Your account</Link> ·{' '}
          <Link to="/purchases">My purchases</Link>
        </p>
      ) : (
        <>
          <Button $variant="ghost" $size="sm" onClick={onEditDetails}>
            Change my details
          </Button>
          <CreateAccountForm membership={membership} />
        </>
      )}
    </Confirmation>
  );
}
