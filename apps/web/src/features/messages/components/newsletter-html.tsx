import { Box } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import classes from './newsletter-html.module.css';

/** The browser's own allow-list, matching the server's: what a newsletter may contain when shown. */
export const purifyNewsletter = (html: string) =>
  DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'img', 'blockquote', 'hr', 'span', 'div'],
    ALLOWED_ATTR: ['href', 'target', 'rel', 'class', 'src', 'alt', 'width', 'height'],
    // https, http and mailto links; images over https or uploaded here (the server's rule too).
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/api\/newsletterimage\/[A-Za-z0-9_-]{16,64}\/$)/i,
  });

/** A newsletter's HTML, sanitised again in the browser (the server stored it sanitised). */
export function NewsletterHtml({ html, width }: { html: string; width?: number }) {
  const clean = useMemo(() => purifyNewsletter(html), [html]);
  return <Box className={classes.body} maw={width} w={width ? '100%' : undefined} dangerouslySetInnerHTML={{ __html: clean }} />;
}
