import { useEffect } from 'react';

/** A page's document title: its own words first, then 'Rally' ('Members · Riverside · Rally'). */
export const pageTitleOf = (...parts: (string | null | undefined)[]) => [...parts.filter(Boolean), 'Rally'].join(' · ');

// The title of the last page rendered without a DOM: the build's prerender writes it into the HTML.
let renderedTitle: string | undefined;

/** Sets the document title while the page is shown: `usePageTitle('Members', clubName)`. */
export function usePageTitle(...parts: (string | null | undefined)[]) {
  const title = pageTitleOf(...parts);
  if (typeof document === 'undefined') renderedTitle = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The title the last DOM-less render set, for the prerender; clears it. */
export function takeRenderedTitle(): string | undefined {
  const title = renderedTitle;
  renderedTitle = undefined;
  return title;
}
