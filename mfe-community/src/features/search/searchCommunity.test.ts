import { samplePosts } from '../../data/posts';
import { searchCommunity } from './searchCommunity';

describe('searchCommunity', () => {
  it('finds a #hashtag in captions and among hashtags only', () => {
    const results = searchCommunity('#Mindset', samplePosts);
    expect(results.posts.map((post) => post.id)).toEqual(['1', '2', '3', '6', '8', '9']);
    expect(results.hashtags.map((hashtag) => hashtag.name)).toEqual(['mindset']);
    expect(results.users).toEqual([]);
    expect(results.locations).toEqual([]);
  });

  it('finds people by name or username, posts, hashtags and places for a plain word', () => {
    const results = searchCommunity('  sarah ', samplePosts);
    expect(results.users.map((user) => user.username)).toEqual(['sarah.growth']);

    const york = searchCommunity('york', samplePosts);
    expect(york.locations).toEqual([{ name: 'New York, NY', postsCount: 48_200 }]);
  });

  it("includes hashtags introduced by the member's own posts", () => {
    const mine = { ...samplePosts[0]!, id: 'mine', caption: 'New habit #coldshowers', location: 'Porto' };
    const results = searchCommunity('#cold', [mine, ...samplePosts]);
    expect(results.hashtags).toEqual([{ name: 'coldshowers', postsCount: 1, description: '' }]);
    expect(searchCommunity('porto', [mine]).locations).toEqual([{ name: 'Porto', postsCount: 1 }]);
  });

  it('finds nothing for nonsense or a bare #', () => {
    const none = { posts: [], users: [], hashtags: [], locations: [] };
    expect(searchCommunity('qwxz', samplePosts)).toEqual(none);
    expect(searchCommunity('#', samplePosts)).toEqual(none);
  });
});
