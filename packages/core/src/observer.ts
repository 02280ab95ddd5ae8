import type { Registry } from './registry';
import { docProp } from './clobber';
import { guard, type ErrorInfo } from './errors';

const RUNTIME: ErrorInfo = { widget: 'runtime', phase: 'mount' };

export interface PageObserver {
  /** Runs `fn` without reacting to the DOM writes it makes. */
  pause<T>(fn: () => T): T;
  disconnect(): void;
}

/**
 * One MutationObserver for the page, owned by the runtime. Records are batched into one microtask;
 * nodes are judged by where they are at flush time, so a node removed and re-added (a move) or wrapped
 * stays mounted, and only widgets that opted in (`observe: true`) mount in added markup.
 */
export function observePage(registry: Registry, root: Node = docProp('documentElement')): PageObserver {
  let added = new Set<Element>();
  let removed = false;
  let queued = false;
  let paused = 0;

  const flush = () => {
    queued = false;
    const nodes = added;
    added = new Set();
    if (removed) {
      removed = false;
      // Unmount whatever is no longer in the document (the registry skips elements that are still connected).
      for (const info of registry.mounted()) if (!info.element.isConnected) guard(RUNTIME, () => registry.unmount(info.element));
    }
    for (const node of nodes) {
      // Skip nodes inside another added node: scanning the outer one covers them.
      if (!node.isConnected || (node.parentElement && hasAncestorIn(node.parentElement, nodes))) continue;
      // The registry reports its widgets' errors; this keeps anything else from stopping the other nodes.
      guard(RUNTIME, () => registry.scan(node, (def) => !!def.observe));
    }
  };

  const observer = new MutationObserver((records) => {
    if (paused) return;
    for (const r of records) {
      r.addedNodes.forEach((n) => n.nodeType === 1 && added.add(n as Element));
      if (r.removedNodes.length) removed = true;
    }
    if (!queued && (added.size || removed)) {
      queued = true;
      queueMicrotask(flush);
    }
  });
  observer.observe(root, { childList: true, subtree: true });

  return {
    pause(fn) {
      paused++;
      try {
        return fn();
      } finally {
        observer.takeRecords();
        paused--;
      }
    },
    disconnect: () => observer.disconnect(),
  };
}

function hasAncestorIn(el: Element | null, set: Set<Element>): boolean {
  for (let cur = el; cur; cur = cur.parentElement) if (set.has(cur)) return true;
  return false;
}
