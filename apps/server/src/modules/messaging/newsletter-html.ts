import { newsletterAttributes, newsletterTags, uploadedNewsletterImage } from '@rally/domain';
import sanitizeHtml from 'sanitize-html';

// The newsletter HTML allow-list (issue 12): what the editor makes (headings, bold, italics,
// lists, links, images, a button, quotes, rules) and nothing else: no script, no event handler,
// no style, no javascript: or data: link, images only over https or uploaded (the path of an
// image uploaded for newsletters, made absolute in the e-mail). The tags and attributes are the
// domain's (messaging/newsletter-html.ts), which the browser's DOMPurify uses too.

/** The HTML with uploaded images' paths made absolute (for the e-mail). */
export const absoluteImageSources = (html: string, publicUrl: string) =>
  html.replace(/(<img\b[^>]*\bsrc=")(\/api\/newsletterimage\/)/g, `$1${publicUrl}$2`);

const options: sanitizeHtml.IOptions = {
  allowedTags: [...newsletterTags],
  allowedAttributes: { ...newsletterAttributes, '*': [] },
  allowedClasses: { a: ['newsletter-button'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The contents of these go with them (a <style> or <script> body is not text to keep).
  nonTextTags: [
    'style',
    'script',
    'textarea',
    'option',
    'noscript',
    'title',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
  ],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
    // Every image has a text alternative, empty when decorative.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
  // Images only over https or uploaded here (no other relative, no data: or http: source).
  // An anchor with neither a link nor text is dropped (it would be an empty link).
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' &&
      !/^https:\/\/\S+$/i.test(frame.attribs.src ?? '') &&
      !uploadedNewsletterImage.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'a' && !frame.attribs.href && !frame.text.trim()),
};

/** The newsletter's HTML as stored and sent: only the allow-list survives. */
export const sanitizeNewsletterHtml = (html: string): string => sanitizeHtml(html, options);

/** The plain-text part: blocks and items on their own lines, links as "text (url)". */
export function newsletterText(html: string): string {
  const marked = sanitizeNewsletterHtml(html)
    .replace(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_, href: string, inner: string) => {
      const text = inner.replace(/<[^>]*>/g, '').trim();
      return text && text !== href ? `${text} (${href})` : href;
    })
    .replace(/<li>/g, '- ')
    .replace(/<\/(p|h[1-6]|li|div|blockquote)>/g, '\n')
    .replace(/<(br|hr)\s*\/?>/g, '\n');
  return sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
