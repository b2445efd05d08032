import { Box } from '@mantine/core';
import { newsletterAttributes, newsletterTags, uploadedNewsletterImage } from '@rally/domain';
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import classes from './newsletter-html.module.css';

/** The server's allow-list (the domain's), applied again in the browser where a newsletter is shown. */
export const purifyNewsletter = (html: string) =>
  DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...newsletterTags],
    ALLOWED_ATTR: [...new Set(Object.values(newsletterAttributes).flat())],
    // https, http and mailto links; images over https or uploaded here (the server's rule too).
    ALLOWED_URI_REGEXP: new RegExp(`^(?:https?:|mailto:|${uploadedNewsletterImage.source.slice(1)})`, 'i'),
  });

/** What a newsletter image that cannot load shows in its place (its alt text when it has one). */
export const brokenImageText = (alt: string) =>
  alt.trim() ? `Image could not be loaded: ${alt.trim()}` : 'Image could not be loaded';

const markBroken = (img: HTMLImageElement) => {
  if (img.dataset.broken) return;
  // The stylesheet draws the placeholder from this attribute (img[data-broken]::after); attribute
  // changes on a leaf node are ignored by the editor, so this works inside it too.
  img.dataset.broken = brokenImageText(img.alt);
  img.title = img.dataset.broken;
};

/**
 * Marks every image under the element that fails to load (now or later, e.g. one inserted in the
 * editor) so that it shows a visible placeholder instead of nothing.
 */
export function useBrokenImages(ref: RefObject<HTMLElement | null>, content?: unknown) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    // `error` does not bubble: listen in the capture phase.
    const onError = (e: Event) => {
      if (e.target instanceof HTMLImageElement) markBroken(e.target);
    };
    root.addEventListener('error', onError, true);
    // Images that failed before the listener was there.
    root.querySelectorAll('img').forEach((img) => {
      if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) markBroken(img);
    });
    return () => root.removeEventListener('error', onError, true);
  }, [ref, content]);
}

/** A newsletter's HTML, sanitised again in the browser (the server stored it sanitised). */
export function NewsletterHtml({ html, width }: { html: string; width?: number }) {
  const clean = useMemo(() => purifyNewsletter(html), [html]);
  const ref = useRef<HTMLDivElement>(null);
  useBrokenImages(ref, clean);
  return (
    <Box
      ref={ref}
      className={classes.body}
      maw={width}
      w={width ? '100%' : undefined}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
