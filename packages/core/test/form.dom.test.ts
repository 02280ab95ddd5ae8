import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitNatively, setHiddenField } from '@dropins/core/safety';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form id="f" action="/wp-comments-post.php" method="post">${html}</form>`;
  return document.getElementById('f') as HTMLFormElement;
}

describe('submitNatively', () => {
  it('submits through the prototype although inputs named submit, action and method shadow the form', () => {
    const f = form('<input name="submit" value="x"><input name="action" value="a"><input name="method" value="m"><button name="go" value="1">Go</button>');
    expect(f.submit).not.toBe(HTMLFormElement.prototype.submit);
    const submitted: Array<[string, string][]> = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(Array.from(this.querySelectorAll<HTMLInputElement>('input')).map((i) => [i.name, i.value]));
    });
    submitNatively(f, f.querySelector('button'));
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toContainEqual(['go', '1']);
    // Submitted again with another submitter: the first one's value is not carried twice.
    submitNatively(f, null);
    expect(submitted[1].filter(([n]) => n === 'go')).toEqual([]);
  });

  it("carries an image submitter's coordinates and ignores a non-submit element", () => {
    const f = form('<input type="image" name="pay" alt="Pay" src="/pay.png"><input name="email" value="a@b.test">');
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    submitNatively(f, f.querySelector<HTMLElement>('input[type=image]')!);
    const carried = () => Array.from(f.querySelectorAll<HTMLInputElement>('input[type=hidden]'), (i) => [i.name, i.value]);
    expect(carried()).toEqual([['pay.x', '0'], ['pay.y', '0']]);
    submitNatively(f, f.querySelector<HTMLElement>('input[name=email]')!);
    expect(carried()).toEqual([]);
  });

  it('lends the submitter formaction for the submission and restores the form after', () => {
    const f = form('<button name="preview" value="1" formaction="/preview/" formmethod="get">Preview</button>');
    let seen: string | null = null;
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      seen = `${this.getAttribute('method')} ${this.getAttribute('action')}`;
    });
    submitNatively(f, f.querySelector('button'));
    expect(seen).toBe('get /preview/');
    expect([f.getAttribute('method'), f.getAttribute('action')]).toEqual(['post', '/wp-comments-post.php']);
  });
});

describe('setHiddenField', () => {
  it("adds one hidden input, then updates it, leaving the visitor's visible field of that name alone", () => {
    const f = form('<input name="email" value="typed@visitor.test"><input name="note" value="">');
    setHiddenField(f, 'email', 'a');
    setHiddenField(f, 'email', 'b');
    expect(Array.from(new FormData(f).entries())).toEqual([['email', 'typed@visitor.test'], ['note', ''], ['email', 'b']]);
  });
});
