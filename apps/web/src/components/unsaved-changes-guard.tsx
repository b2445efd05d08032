import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirmDiscard, hasUnsavedChanges } from './unsaved-changes';

/**
 * Asks before an open form's changes are lost by leaving: any router navigation (a link, Back,
 * a section tab's `?tab=` switch) and closing or reloading the browser tab. Render it once inside
 * each layout of the data router (React Router's `useBlocker` allows one blocker at a time).
 */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let isCurrent = true;
    void confirmDiscard().then((isDiscarded) => {
      if (!isCurrent) return;
      if (isDiscarded) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      isCurrent = false;
    };
  }, [blocker]);

  useEffect(() => {
    // The browser asks in its own words; a page cannot choose them.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return null;
}
