// Where community things live; one place so every link agrees.

export const FEED_PATH = '/community';
export const SEARCH_RESULTS_PATH = '/community/search/results';

export function postPath(postId: string): string {
  return `/community/post/${postId}`;
}

export function profilePath(username: string): string {
  return `/community/profile/${username}`;
}

/** Part 2's creator profile screen (linked from Discover's people and courses). */
export function creatorPath(username: string): string {
  return `/community/creator/${username}`;
}

export function hashtagPath(tag: string): string {
  return `/community/hashtag/${encodeURIComponent(tag.replace(/^#/, ''))}`;
}

export function locationPath(name: string): string {
  return `/community/location/${encodeURIComponent(name)}`;
}

export function storiesPath(username: string): string {
  return `/community/stories/${username}`;
}

export function searchResultsPath(query: string): string {
  return `${SEARCH_RESULTS_PATH}?${new URLSearchParams({ q: query }).toString()}`;
}

/** A maps service search for a place, opened by the member in a new tab (spec: Directions). */
export function mapsSearchUrl(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}
