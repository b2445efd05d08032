import { createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A panel (a form or dialog opened by a button) whose code loads when it is first opened, not
 * with the page that shows the button: `const MemberForm = lazyPanel(() => import('./member-form'), 'MemberForm')`.
 * `isOpen` reads from its props whether it is open (`opened` by default). Once opened it stays
 * mounted, so it closes with its transition and opens again at once. Nothing renders until then
 * (a closed panel draws nothing anyway).
 */
export function lazyPanel<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  isOpen: (props: P) => boolean = (props) => (props as { opened?: boolean }).opened === true,
) {
  const Panel = lazy(() => load().then((module): { default: ComponentType<P> } => ({ default: module[name] })));
  function LazyPanel(props: P) {
    const opened = isOpen(props);
    const [wanted, setWanted] = useState(opened);
    if (opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return <Suspense fallback={null}>{createElement(Panel, props)}</Suspense>;
  }
  LazyPanel.displayName = `Lazy(${name})`;
  return LazyPanel;
}

/**
 * A part of a page shown only on request (a tab other than the first), whose code loads when it
 * is first shown: `const FeesPanel = lazyPart(() => import('./fees/fees-panel'), 'FeesPanel', <Skeleton h={420} />)`.
 */
export function lazyPart<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  fallback: ReactNode,
) {
  const Part = lazy(() => load().then((module): { default: ComponentType<P> } => ({ default: module[name] })));
  function LazyPart(props: P) {
    return <Suspense fallback={fallback}>{createElement(Part, props)}</Suspense>;
  }
  LazyPart.displayName = `Lazy(${name})`;
  return LazyPart;
}
