// The page's one lightbox (what gallery opens, and builder-modules' lightbox family): one
// host for the page, each open starts over, swipes and the arrows move, Esc closes, the widget's look is added once.
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { lightboxSkin, showPageLightbox, type LightboxItem, type LightboxSkin } from '@dropins/core/ui';

const items: LightboxItem[] = [
  { src: '/a.jpg', alt: 'Red case', caption: 'Red' },
  { src: '/b.jpg', alt: 'Blue case', caption: 'Blue' },
  { src: '/c.jpg', alt: 'Green case', caption: 'Green' },
];

function touch(type: string, x: number, y: number, t: number): Event {
  const event = new Event(type, { bubbles: true });
  const point = { clientX: x, clientY: y };
  Object.defineProperties(event, { touches: { value: type === 'touchstart' ? [point] : [] }, changedTouches: { value: [point] }, timeStamp: { value: t } });
  return event;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};
const image = () => document.querySelector<HTMLImageElement>('.dropins-lightbox img');
const dialogs = () => document.querySelectorAll('.dropins-lightbox');

afterEach(() => {
  document.querySelector('.dropins-page-lightbox')?.remove();
});

describe('showPageLightbox', () => {
  it('shows the items from `start` in one host at the end of the body, with the widget look added once', async () => {
    document.body.innerHTML = '<main><button id="opener">Open</button></main>';
    document.getElementById('opener')!.focus();
    const css = '.dropins-test-look{color:red}';
    showPageLightbox({ widget: 'test', skin: lightboxSkin, items, start: 1, title: 'Product images', className: 'dropins-test-look', css });
    await until(() => image()?.getAttribute('alt') === 'Blue case');
    expect(document.querySelectorAll('body > .dropins-page-lightbox')).toHaveLength(1);
    expect(dialogs()[0].classList.contains('dropins-test-look')).toBe(true);
    expect(document.querySelector('[role="dialog"]')?.getAttribute('aria-labelledby')).toBeTruthy();
    showPageLightbox({ widget: 'test', skin: lightboxSkin, items, start: 2, className: 'dropins-test-look', css });
    await until(() => image()?.getAttribute('alt') === 'Green case');
    expect(document.querySelectorAll('.dropins-page-lightbox')).toHaveLength(1);
    expect(dialogs()).toHaveLength(1);
    expect(document.querySelectorAll('#dropins-test-look-css')).toHaveLength(1);
  });

  it('moves by swipe inside the lightbox (left: next, wrapping) and by the arrow keys; a swipe elsewhere does nothing', async () => {
    document.body.innerHTML = '<p id="outside">page</p>';
    // act: the open's effects (the swipe listeners) have run when it returns.
    await act(() => showPageLightbox({ widget: 'test', skin: lightboxSkin, items, start: 0 }));
    await until(() => image()?.getAttribute('alt') === 'Red case');
    const inside = image()!;
    inside.dispatchEvent(touch('touchstart', 300, 200, 0));
    inside.dispatchEvent(touch('touchend', 200, 205, 200));
    await until(() => image()?.getAttribute('alt') === 'Blue case');
    image()!.dispatchEvent(touch('touchstart', 100, 200, 0));
    image()!.dispatchEvent(touch('touchend', 200, 200, 200));
    await until(() => image()?.getAttribute('alt') === 'Red case');
    image()!.dispatchEvent(touch('touchstart', 100, 200, 0));
    image()!.dispatchEvent(touch('touchend', 200, 200, 200));
    await until(() => image()?.getAttribute('alt') === 'Green case');
    const outside = document.getElementById('outside')!;
    outside.dispatchEvent(touch('touchstart', 300, 200, 0));
    outside.dispatchEvent(touch('touchend', 100, 200, 100));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await until(() => image()?.getAttribute('alt') === 'Red case');
  });

  it('closes on Esc, and opens again from the start on the next call', async () => {
    showPageLightbox({ widget: 'test', skin: lightboxSkin, items, start: 0 });
    await until(() => image() !== null);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await until(() => image() === null);
    showPageLightbox({ widget: 'test', skin: lightboxSkin, items, start: 1 });
    await until(() => image()?.getAttribute('alt') === 'Blue case');
  });

  it('renders the skin it is given: its own markup, swipes only inside its swipe area, its close', async () => {
    document.body.innerHTML = '<p id="outside">page</p>';
    const skin: LightboxSkin<{ name: string }> = {
      swipeArea: '.test-skin',
      View: ({ items: names, index, open, close, title }) =>
        open ? (
          <div className="test-skin" role="dialog" aria-label={title}>
            <b>{names[index].name}</b>
            <button type="button" onClick={close}>
              Close
            </button>
          </div>
        ) : null,
    };
    const shown = () => document.querySelector('.dropins-page-lightbox .test-skin b')?.textContent;
    await act(() => showPageLightbox({ widget: 'test', items: [{ name: 'one' }, { name: 'two' }], start: 0, skin, title: 'Pictures' }));
    expect(shown()).toBe('one');
    expect(document.querySelector('.test-skin')?.getAttribute('aria-label')).toBe('Pictures');
    const outside = document.getElementById('outside')!;
    outside.dispatchEvent(touch('touchstart', 300, 200, 0));
    outside.dispatchEvent(touch('touchend', 100, 200, 100));
    const area = document.querySelector('.test-skin b')!;
    area.dispatchEvent(touch('touchstart', 300, 200, 0));
    area.dispatchEvent(touch('touchend', 200, 205, 200));
    await until(() => shown() === 'two');
    document.querySelector<HTMLButtonElement>('.test-skin button')!.click();
    await until(() => document.querySelector('.test-skin') === null);
  });
});
