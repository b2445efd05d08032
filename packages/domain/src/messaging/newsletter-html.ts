// The newsletter HTML allow-list (issue 12), one list for both sanitisers: the server's
// (sanitize-html, before a newsletter is stored or sent) and the browser's (DOMPurify, where a
// newsletter is shown). What the editor makes (headings, bold, italics, lists, links, images, a
// button, quotes, rules) and nothing else.

/** The tags a newsletter may contain. */
export const newsletterTags = [
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'blockquote',
  'hr',
  'span',
  'div',
] as const;

/** The attributes a link and an image may have (no other tag has any). */
export const newsletterAttributes = { a: ['href', 'target', 'rel', 'class'], img: ['src', 'alt', 'width', 'height'] };

/** The path of an uploaded newsletter image, as the newsletter's HTML holds it. */
export const newsletterImageSrc = (key: string) => `/api/newsletterimage/${key}/`;

/** An uploaded newsletter image's path (the only image source besides https). */
export const uploadedNewsletterImage = /^\/api\/newsletterimage\/[A-Za-z0-9_-]{16,64}\/$/;
