import { defineWidget } from '@dropins/core';
import { closestFrom } from './params';

const byId = (id: string | undefined) => (id ? document.getElementById(id) : null);

/** Focuses the form's first field a visitor can type in (visible, enabled, not hidden). */
function focusFirstField(form: HTMLFormElement) {
  for (const el of Array.from(form.elements) as HTMLInputElement[]) {
    const hidden = el.type === 'hidden' || el.disabled || !el.getClientRects().length || getComputedStyle(el).visibility === 'hidden';
    if (!hidden) return el.focus();
  }
}

/**
 * WordPress `comment-reply.js`: a reply link moves the comment form under its comment and sets
 * `comment_parent`; the cancel link puts it back and resets the parent to 0; Ctrl/Cmd+Enter submits.
 * Without us, the links still work through their `?replytocom=` URLs.
 */
export const commentReply = defineWidget({
  name: 'storefront-comment-reply',
  selector: '.comment-respond',
  mount(el, ctx) {
    const respond = el as HTMLElement;
    const form = respond.querySelector('form');
    const cancel = respond.querySelector<HTMLElement>('#cancel-comment-reply-link');
    if (!form || !cancel) return;
    const title = respond.querySelector('.comment-reply-title')?.firstChild;
    const text = title?.nodeType === 3 ? title : null;
    const originalTitle = text?.nodeValue ?? '';
    let placeholder: HTMLElement | null = null;
    let from: HTMLElement | null = null;

    const putBack = () => {
      if (!placeholder) return;
      const parent = byId('comment_parent') as HTMLInputElement | null;
      if (parent) parent.value = '0';
      placeholder.replaceWith(respond);
      placeholder = null;
      cancel.style.display = 'none';
      if (text) text.nodeValue = originalTitle;
    };

    ctx.listen(document, 'click', (event) => {
      const link = closestFrom(event, '.comment-reply-link');
      if (!link || link.dataset.respondelement !== respond.id) return;
      const below = byId(link.dataset.belowelement);
      const parent = byId('comment_parent') as HTMLInputElement | null;
      if (!below || !parent || respond.contains(below)) return;
      event.preventDefault();
      if (!placeholder) {
        placeholder = document.createElement('div');
        placeholder.id = 'wp-temp-form-div';
        placeholder.style.display = 'none';
        respond.before(placeholder);
      }
      const post = byId('comment_post_ID') as HTMLInputElement | null;
      if (post && link.dataset.postid) post.value = link.dataset.postid;
      parent.value = link.dataset.commentid ?? '0';
      cancel.style.display = '';
      if (text && link.dataset.replyto) text.nodeValue = link.dataset.replyto + ' ';
      below.after(respond);
      from = link;
      focusFirstField(form);
    });

    ctx.listen(cancel, 'click', (event) => {
      if (!placeholder) return;
      event.preventDefault();
      putBack();
      // Back to where the visitor was, not to the top of the page.
      from?.focus();
    });

    ctx.listen(form, 'keydown', (event) => {
      const e = event as KeyboardEvent;
      if (e.key !== 'Enter' || !(e.ctrlKey || e.metaKey) || (e.target as Element).localName === 'a') return;
      e.preventDefault();
      const submit = form.querySelector<HTMLElement>('[type="submit"]');
      // Clicking the button runs validation and the submit listeners, as a visitor's click would.
      if (submit) submit.click();
      else HTMLFormElement.prototype.requestSubmit.call(form);
    });

    return putBack;
  },
});
