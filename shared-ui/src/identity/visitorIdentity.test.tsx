import { render, screen } from '@testing-library/react';
import { useSessionStore } from '../session/sessionStore';
import { sampleVisitor } from './sampleMembers';
import { currentVisitorIdentity, useVisitorIdentity } from './visitorIdentity';
import { renameVisitor, useVisitorProfileStore } from './visitorProfileStore';
import { memberFixture } from '../testing';

const JANE = { ...memberFixture, avatarUrl: '/api/members/photos/jane.webp' };

function Shown() {
  const { name, username, avatar } = useVisitorIdentity();
  return <p>{`${name} @${username} ${avatar ?? 'initials'}`}</p>;
}

beforeEach(() => {
  localStorage.clear();
  useVisitorProfileStore.setState({ name: null });
  useSessionStore.setState({ status: 'guest', member: null });
});

describe('the visitor identity', () => {
  it("is the guest's visitor profile without a session", () => {
    renameVisitor('Sam Guest');
    render(<Shown />);
    expect(screen.getByText(`Sam Guest @${sampleVisitor.username} initials`)).toBeInTheDocument();
    expect(currentVisitorIdentity()).toEqual({ username: sampleVisitor.username, name: 'Sam Guest' });
  });

  it('is the signed-in member, with their photo, whatever name the guest gave', () => {
    renameVisitor('Sam Guest');
    useSessionStore.setState({ status: 'member', member: JANE });
    render(<Shown />);
    expect(screen.getByText('Jane Doe @jane.doe /api/members/photos/jane.webp')).toBeInTheDocument();
    expect(currentVisitorIdentity()).toEqual({
      username: 'jane.doe',
      name: 'Jane Doe',
      avatar: '/api/members/photos/jane.webp',
    });
  });

  it('shows a member without a photo by their initials, not the sample face', () => {
    useSessionStore.setState({ status: 'member', member: { ...JANE, avatarUrl: null } });
    expect(currentVisitorIdentity()).toEqual({ username: 'jane.doe', name: 'Jane Doe' });
  });
});
