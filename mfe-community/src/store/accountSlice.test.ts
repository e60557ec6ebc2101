import { currentVisitor } from '@mindset/shared-ui';
import { resetStores } from '../testing/accountTestUtils';
import { currentUserProfile, DEFAULT_NOTIFICATION_SETTINGS, DEFAULT_PRIVACY_SETTINGS } from './accountSlice';
import { useCommunityStore } from './communityStore';

beforeEach(resetStores);

function persisted() {
  return JSON.parse(window.localStorage.getItem('mindset-community') ?? '{}').state;
}

describe('account slice', () => {
  it('starts from the spec defaults for privacy and notifications', () => {
    const state = useCommunityStore.getState();
    expect(state.privacySettings).toEqual(DEFAULT_PRIVACY_SETTINGS);
    expect(state.notificationSettings).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(Object.keys(state.privacySettings)).toHaveLength(8);
    expect(Object.keys(state.notificationSettings)).toHaveLength(13);
    expect(state.securitySettings).toEqual({ twoFactorSms: false, loginAlerts: true });
  });

  it('keeps sent messages, saved settings and profile edits in the browser for the next visit', () => {
    const state = useCommunityStore.getState();
    state.sendMessage('1', 'See you Thursday');
    state.savePrivacySettings({ ...DEFAULT_PRIVACY_SETTINGS, hideLastSeen: true });
    state.saveProfile({ name: 'Alex M.', bio: '', website: '', email: 'alex@example.com', phone: '' });

    const saved = persisted();
    expect(saved.sentMessages['1'][0].content).toBe('See you Thursday');
    expect(saved.privacySettings.hideLastSeen).toBe(true);
    expect(saved.profileEdits.name).toBe('Alex M.');
  });

  it('opens one conversation per person', () => {
    const { startThread } = useCommunityStore.getState();
    const first = startThread('david.victor');
    expect(startThread('david.victor')).toBe(first);
    expect(useCommunityStore.getState().startedThreads).toHaveLength(1);
  });

  it('shows the sample member until edits are saved, then the edits over it, named as the visitor', () => {
    expect(currentUserProfile(null, currentVisitor()).name).toBe('Alex Morgan');
    const edits = { name: 'Alex M.', bio: 'b', website: '', email: 'e@example.com', phone: '' };
    useCommunityStore.getState().saveProfile(edits);
    const edited = currentUserProfile(edits, currentVisitor());
    expect(edited).toMatchObject({ username: 'alex.mindset', name: 'Alex M.', bio: 'b' });
    expect(currentVisitor().name).toBe('Alex M.');
  });
});
