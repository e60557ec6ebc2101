import { afterEach, describe, expect, it } from 'vitest';
import {
  dropServerRenderedArea,
  findServerPage,
  findServerRenderedArea,
  releaseServerPage,
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

  it("keeps the server's chrome while it holds the area, and lets it go once the area is in the shell's slot", () => {
    document.body.innerHTML =
      '<div id="root"><div data-ssr-page><header>Server header</header><div><div id="ssr-area" data-remote="marketing" data-release="abcdef123456"><h1>About</h1></div></div></div></div>';
    const container = document.getElementById('root') as HTMLElement;
    const found = findServerRenderedArea();
    if (!found) throw new Error('no server-rendered area');
    const chrome = findServerPage(container);
    expect(chrome?.hasAttribute('data-ssr-page')).toBe(true);

    // A commit of the shell's before the area's mounts (its loading outline) must not take the area.
    releaseServerPage();
    expect(chrome?.isConnected).toBe(true);

    takeServerRenderedArea(found.element);
    const slot = document.createElement('div');
    container.prepend(slot);
    moveServerRenderedArea(found.element, slot);
    releaseServerPage();
    expect(chrome?.isConnected).toBe(false);
    expect(found.element.isConnected).toBe(true);
    expect(document.body.textContent).not.toContain('Server header');
  });

  it('is the area itself when the server sent it without the chrome', () => {
    const element = serverHtml();
    expect(findServerPage(document.getElementById('root') as HTMLElement)).toBe(element);
  });
});
