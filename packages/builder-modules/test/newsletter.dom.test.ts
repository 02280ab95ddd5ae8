import { describe, expect, it } from 'vitest';

describe('feed subscription variant', () => {
  it('opens the provider page for the feed in the popup the form targets', async () => {
    const { handleFeedForm, POPUP_NAME, POPUP_FEATURES } = await import('../src/families/newsletter/feed');
    document.body.innerHTML = `<div class="et_pb_newsletter"><div class="et_pb_newsletter_form et_pb_feedburner_form">
      <form action="https://feedburner.google.com/fb/a/mailverify" method="post" target="popupwindow"><input name="email"><input type="hidden" name="uri" value="my feed"></form></div></div>`;
    const opened: unknown[][] = [];
    const original = window.open;
    window.open = ((...args: unknown[]) => {
      opened.push(args);
      return null;
    }) as typeof window.open;
    const ctx = { listen: (t: EventTarget, type: string, fn: (e: Event) => void) => t.addEventListener(type, fn) } as unknown as Parameters<typeof handleFeedForm>[1];
    handleFeedForm(document.querySelector<HTMLElement>('.et_pb_newsletter')!, ctx);
    const form = document.querySelector('form') as HTMLFormElement;
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    window.open = original;
    expect(opened).toEqual([['https://feedburner.google.com/fb/a/mailverify?uri=my+feed', POPUP_NAME, POPUP_FEATURES]]);
  });
});
