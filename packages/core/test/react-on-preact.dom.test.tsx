// Our React API over Preact (what `react`, `react-dom` and `react-dom/client` are in the bundles and here): a root
// replaces what its container held, as React's does; a portal adds to its target without clearing it; hooks work.
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

afterEach(() => {
  document.body.innerHTML = '';
});

function Counter() {
  const [n, setN] = useState(0);
  return <button type="button" onClick={() => setN(n + 1)}>{`clicked ${n}`}</button>;
}

describe('react on preact', () => {
  it('renders a root in place of what its container held, re-renders, and empties it on unmount', async () => {
    document.body.innerHTML = '<div id="host"><p>server markup</p></div>';
    const host = document.getElementById('host')!;
    const root = createRoot(host);
    flushSync(() => root.render(<Counter />));
    expect(host.innerHTML).toBe('<button type="button">clicked 0</button>');
    host.querySelector('button')!.click();
    // Preact re-renders after a state change on its debounce (a microtask or a timer): wait for the text.
    await expect.poll(() => host.textContent).toBe('clicked 1');
    root.render(<p>second</p>);
    expect(host.innerHTML).toBe('<p>second</p>');
    root.unmount();
    expect(host.innerHTML).toBe('');
  });

  it('renders a portal into its target beside what the target already holds', () => {
    document.body.innerHTML = '<div id="host"></div><div id="target"><p>theme footer</p></div>';
    const target = document.getElementById('target')!;
    createRoot(document.getElementById('host')!).render(<>{createPortal(<aside>dialog</aside>, target)}</>);
    expect(target.innerHTML).toBe('<p>theme footer</p><aside>dialog</aside>');
  });
});
