import { safeReturnPath } from './returnPath';

const origin = 'https://site.example';

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its query and anchor', () => {
    expect(safeReturnPath('/ebook', origin)).toBe('/ebook');
    expect(safeReturnPath('/survey?id=3#top', origin)).toBe('/survey?id=3#top');
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/ok\nSet-Cookie: x',
    '/signin',
    '/signin?returnTo=/x',
    '/signin/reset',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value, origin)).toBeNull();
  });
});
