import { sampleMembers, sampleVisitor } from './sampleMembers';
import { currentVisitor, renameVisitor, useVisitorProfileStore } from './visitorProfileStore';

beforeEach(() => {
  localStorage.clear();
  useVisitorProfileStore.setState({ name: null });
});

describe('the visitor profile', () => {
  it('is the sample member, with their avatar, until the visitor gives a name', () => {
    expect(currentVisitor()).toEqual(sampleVisitor);
    expect(currentVisitor().avatar).toBeDefined();
  });

  it('takes the name given, trimmed, and shows initials instead of the sample face', () => {
    renameVisitor('  Jane Doe ');
    expect(currentVisitor()).toEqual({ username: sampleVisitor.username, name: 'Jane Doe' });
  });

  it('keeps the name for the next visit and ignores a blank one', () => {
    renameVisitor('Jane Doe');
    renameVisitor('   ');
    expect(JSON.parse(localStorage.getItem('mindset-visitor-profile') ?? '{}').state).toEqual({ name: 'Jane Doe' });
  });

  it('gives every sample member a distinct username', () => {
    const usernames = Object.values(sampleMembers).map((member) => member.username);
    expect(new Set(usernames).size).toBe(usernames.length);
  });
});
