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
 * stays mounted, and only widgets that opted in (`observe: true`) mount in added markup. The work of a flush is
 * proportional to what changed: the removed subtrees are walked for mounted elements once, and only the added
 * subtrees are scanned, never the rest of the page.
 */
export function observePage(registry: Registry, root: Node = docProp('documentElement')): PageObserver {
  let added = new Set<Element>();
  let removed = new Set<Node>();
  let queued = false;
  let paused = 0;

  const flush = () => {
    queued = false;
    const gone = removed;
    const nodes = added;
    removed = new Set();
    added = new Set();
    for (const node of gone) {
      // Unmount what is no longer in the document; a node inside another removed node is covered by it.
      if (node.isConnected || hasAncestorIn(node.parentNode, gone)) continue;
      guard(RUNTIME, () => registry.unmount(node));
    }
    for (const node of nodes) {
      // Skip nodes inside another added node: scanning the outer one covers them.
      if (!node.isConnected || hasAncestorIn(node.parentElement, nodes)) continue;
      // The registry reports its widgets' errors; this keeps anything else from stopping the other nodes.
      guard(RUNTIME, () => registry.scan(node, (def) => !!def.observe));
    }
  };

  /** Records the removed nodes (and, unless `removalsOnly`, the added elements) of `records`; flushes in a microtask. */
  const take = (records: MutationRecord[], removalsOnly: boolean) => {
    for (const r of records) {
      if (!removalsOnly) r.addedNodes.forEach((n) => n.nodeType === 1 && added.add(n as Element));
      r.removedNodes.forEach((n) => n.nodeType === 1 && removed.add(n));
    }
    if (!queued && (added.size || removed.size)) {
      queued = true;
      queueMicrotask(flush);
    }
  };

  const observer = new MutationObserver((records) => take(records, paused > 0));
  observer.observe(root, { childList: true, subtree: true });

  return {
    pause(fn) {
      paused++;
      try {
        return fn();
      } finally {
        // What `fn` added is not scanned; what it removed is still unmounted at the next flush.
        take(observer.takeRecords(), true);
        paused--;
      }
    },
    disconnect: () => observer.disconnect(),
  };
}

function hasAncestorIn(node: Node | null, set: Set<Node>): boolean {
  for (let cur = node; cur; cur = cur.parentNode) if (set.has(cur)) return true;
  return false;
}
