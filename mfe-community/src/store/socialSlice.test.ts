import { useCommunityStore } from './communityStore';
import { adjustedCount, currentValue } from './socialSlice';

const initialState = useCommunityStore.getState();

beforeEach(() => {
  useCommunityStore.setState(initialState, true);
});

function savedState() {
  return JSON.parse(window.localStorage.getItem('mindset-community') ?? '{}').state;
}

describe('adjustedCount', () => {
  it('adds one when the member turns on what the sample had off, and takes one away the other way round', () => {
    expect(adjustedCount(2847, false, true)).toBe(2848);
    expect(adjustedCount(5120, true, false)).toBe(5119);
    expect(adjustedCount(2847, false, false)).toBe(2847);
    expect(adjustedCount(5120, true, true)).toBe(5120);
  });
});

describe('currentValue', () => {
  it("uses the member's choice, else the sample's own value", () => {
    expect(currentValue({}, 'p1', true)).toBe(true);
    expect(currentValue({ p1: false }, 'p1', true)).toBe(false);
  });
});

describe('social slice', () => {
  it('keeps likes, saves and follows in localStorage so a reload keeps them', () => {
    const store = useCommunityStore.getState();
    store.setPostLiked('1', true);
    store.setPostSaved('1', true);
    store.setFollowing('sarah.growth', true);
    store.setHashtagFollowing('Mindset', true);
    expect(savedState()).toMatchObject({
      likedPosts: { 1: true },
      savedPosts: { 1: true },
      following: { 'sarah.growth': true },
      followedHashtags: { mindset: true },
    });
  });

  it('adds a trimmed comment by the member with 0 likes, and ignores a blank one', () => {
    const store = useCommunityStore.getState();
    store.addComment('1', '   ');
    expect(useCommunityStore.getState().addedComments['1']).toBeUndefined();
    store.addComment('1', '  So true!  ');
    const [comment] = useCommunityStore.getState().addedComments['1'] ?? [];
    expect(comment).toMatchObject({
      postId: '1',
      username: 'alex.mindset',
      text: 'So true!',
      likes: 0,
      isLiked: false,
    });
  });

  it('puts a new post above the earlier ones and a new story after the earlier ones', () => {
    const store = useCommunityStore.getState();
    store.sharePost({ caption: 'First', location: '', media: [] });
    store.sharePost({ caption: ' Second ', location: ' Lisbon, Portugal ', media: [] });
    const posts = useCommunityStore.getState().createdPosts;
    expect(posts.map((post) => post.caption)).toEqual(['Second', 'First']);
    expect(posts[0]).toMatchObject({ username: 'alex.mindset', likes: 0, location: 'Lisbon, Portugal' });
    expect(posts[1]?.location).toBeUndefined();

    store.shareStory({ kind: 'text', text: 'One', background: 'black' });
    store.shareStory({ kind: 'text', text: 'Two', background: 'ocean' });
    expect(useCommunityStore.getState().createdStories.map((story) => story.media)).toEqual([
      { kind: 'text', text: 'One', background: 'black' },
      { kind: 'text', text: 'Two', background: 'ocean' },
    ]);
  });

  it('remembers joined groups, challenges and events apart, and enrolled courses', () => {
    const store = useCommunityStore.getState();
    store.setJoined('group', 'goal-crushers', true);
    store.setJoined('event', 'goal-crushers', false);
    store.setEnrolled('morning-mastery', true);
    expect(savedState()).toMatchObject({
      joined: { 'group:goal-crushers': true, 'event:goal-crushers': false },
      enrolledCourses: { 'morning-mastery': true },
    });
  });
});
