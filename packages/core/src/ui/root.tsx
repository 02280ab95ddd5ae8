import { Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { report } from '../errors';

interface BoundaryProps {
  widget: string;
  element: Element;
  children?: ReactNode;
}

/** Marks only this widget's root as failed when it throws while rendering. */
export class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    report(error, { widget: this.props.widget, element: this.props.element, phase: 'render' });
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders a component tree into `container` inside an error boundary; returns the cleanup for `mount`.
 * @example return renderRoot(host, <Badge />, ctx.widget);
 */
export function renderRoot(container: Element, node: ReactNode, widget: string): () => void {
  const root = createRoot(container);
  root.render(
    <ErrorBoundary widget={widget} element={container}>
      {node}
    </ErrorBoundary>,
  );
  return () => root.unmount();
}
