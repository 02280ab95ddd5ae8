import { defineWidget, type Cleanup, type WidgetContext, docCreate } from '@dropins/core';
import { closestFrom } from './delegation';

/** The first field a visitor can type in (visible, enabled, not hidden). */
const firstTypableField = (form: HTMLFormElement) =>
  (Array.from(form.elements) as HTMLInputElement[]).find(
    (f) => f.type !== 'hidden' && !f.disabled && f.getClientRects().length && getComputedStyle(f).visibility !== 'hidden',
  );

/**
 * WordPress `comment-reply.js`: a reply link moves the comment form under its comment and sets
 * `comment_parent`; the cancel link puts it back and resets the parent to 0; Ctrl/Cmd+Enter submits.
 * Without us, the links still work through their `?replytocom=` URLs (and do for a link whose comment element is
 * not one of its ancestors, as WordPress prints it).
 */
function moveFormOnReply(respond: HTMLElement, ctx: WidgetContext): Cleanup | void {
  const form = respond.querySelector('form');
  const cancel = respond.querySelector<HTMLElement>('#cancel-comment-reply-link');
  const parentField = form?.querySelector<HTMLInputElement>('#comment_parent');
  if (!form || !cancel || !parentField) return;
  // The title's leading text ("Leave a Reply "); setting nodeValue does nothing when it is an element.
  const title = respond.querySelector('.comment-reply-title')?.firstChild;
  const originalTitle = title?.nodeValue ?? '';
  // Marks the form's home while it sits under a comment (WordPress's own id).
  const home = docCreate('div');
  home.id = 'wp-temp-form-div';
  home.hidden = true;
  let from: HTMLElement | null = null;

  /** Moves the form under a comment (a reply link), or back home (none). */
  const place = (link: HTMLElement | null, below?: Element) => {
    parentField.value = link?.dataset.commentid ?? '0';
    cancel.style.display = link ? '' : 'none';
    // As WordPress: the reply text replaces the title's text as it is (no space added before "Cancel reply").
    if (title) title.nodeValue = link?.dataset.replyto ?? originalTitle;
    if (below) {
      if (!home.isConnected) respond.before(home);
      below.after(respond);
    } else home.replaceWith(respond);
  };

  ctx.listen(respond.ownerDocument, 'click', (event) => {
    const link = closestFrom(event, '.comment-reply-link');
    const belowId = link?.dataset.belowelement;
    const below = belowId ? link.closest(`#${CSS.escape(belowId)}`) : null;
    if (!link || link.dataset.respondelement !== respond.id || !below || respond.contains(below)) return;
    event.preventDefault();
    const post = form.querySelector<HTMLInputElement>('#comment_post_ID');
    if (post && link.dataset.postid) post.value = link.dataset.postid;
    place((from = link), below);
    firstTypableField(form)?.focus();
  });

  ctx.listen(cancel, 'click', (event) => {
    if (!home.isConnected) return;
    event.preventDefault();
    place(null);
    // Back to where the visitor was, not to the top of the page.
    from?.focus();
  });

  ctx.listen(form, 'keydown', (event) => {
    const e = event as KeyboardEvent;
    const submit = form.querySelector<HTMLElement>('[type=submit]');
    // Clicking the button runs validation and the submit listeners, as a visitor's click would.
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && (e.target as Element).localName !== 'a' && submit) {
      e.preventDefault();
      submit.click();
    }
  });

  return () => home.isConnected && place(null);
}

export const commentReply = defineWidget({
  name: 'storefront-comment-reply',
  selector: '.comment-respond',
  mount: (respond: HTMLElement, ctx) => moveFormOnReply(respond, ctx),
});
