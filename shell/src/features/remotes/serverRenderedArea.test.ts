import { afterEach, describe, expect, it } from 'vitest';
import {
  dropServerRenderedArea,
  findServerRenderedArea,
  serverRenderedAreaOf,
  takeServerRenderedArea,
} from './serverRenderedArea';

function serverHtml() {
  document.body.innerHTML =
    '<div id="root"><div id="ssr-area" data-remote="marketing" data-release="abcdef123456"><input name="fullName"></div></div>';
  const found = findServerRenderedArea();
  if (!found) throw new Error('no server-rendered area');
  return found.element;
}

describe('the server-rendered area', () => {
  afterEach(() => dropServerRenderedArea());

  it('is found again by a render React discarded and started over, until the hydration commits', () => {
    const element = serverHtml();
    // A visitor typed before the script ran.
    (element.querySelector('input') as HTMLInputElement).value = 'Ada Lovelace';
    expect(serverRenderedAreaOf('marketing')).toBe(element);
    expect(serverRenderedAreaOf('marketing')).toBe(element);
    takeServerRenderedArea(element);
    expect(serverRenderedAreaOf('marketing')).toBeNull();
    expect((element.querySelector('input') as HTMLInputElement).value).toBe('Ada Lovelace');
  });

  it('belongs to its own remote only', () => {
    serverHtml();
    expect(serverRenderedAreaOf('learning')).toBeNull();
  });
});
