import { afterEach, describe, expect, it } from 'vitest';
import {
  dropServerRenderedArea,
  findServerRenderedArea,
  serverRenderedAreaOf,
  moveServerRenderedArea,
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

  it('moves into the shell without taking the focus or the caret from the field being typed in', () => {
    const element = serverHtml();
    const field = element.querySelector('input') as HTMLInputElement;
    field.focus();
    field.value = 'Ada Lovelace';
    field.setSelectionRange(3, 3);
    const slot = document.createElement('div');
    document.body.append(slot);

    moveServerRenderedArea(element, slot);

    expect(slot.firstChild).toBe(element);
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([3, 3]);
  });
});
