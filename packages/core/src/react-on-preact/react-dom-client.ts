/** `react-dom/client` in the drop-in bundles: `createRoot` (core's renderRoot), over Preact's `render`. */
import type * as ReactDOMClient from 'react-dom/client';
import { render } from 'preact';

export const createRoot: typeof ReactDOMClient.createRoot = (container) => {
  let first = true;
  return {
    render(children) {
      // Like React, the first render replaces whatever the container held.
      if (first && container instanceof Element) container.textContent = '';
      first = false;
      render(children, container);
    },
    unmount() {
      render(null, container);
    },
  };
};
