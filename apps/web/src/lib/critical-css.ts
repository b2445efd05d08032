// The CSS a prerendered page needs for its first paint: the rules of the app's stylesheet whose
// classes all occur in the page's HTML, with every rule that names no class (variables, element
// styles, fonts, animations). Mantine's full stylesheet is mostly widgets the page does not show.
// Server-side only: the build (scripts/prerender.mjs) and the server's drawn public pages use it
// through the render bundle (src/prerender.tsx), never the browser.
import postcss from 'postcss';

const classesIn = (html: string) =>
  new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)).filter(Boolean));

// Class names a selector needs, without those inside :not(...) or :where(...)/:is(...) lists.
const classesOf = (selector: string) =>
  [...selector.replace(/:(not|where|is|has)\([^)]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);

export function criticalCss(css: string, html: string): string {
  const present = classesIn(html);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((selector) => classesOf(selector).every((name) => present.has(name)));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  root.walkAtRules((at) => {
    if (at.name === 'media' || at.name === 'supports' || at.name === 'container' || at.name === 'layer') {
      if (!at.nodes || at.nodes.length === 0) at.remove();
    }
  });
  return root.toResult().css;
}

/**
 * The stylesheet without its @font-face rules, for a page whose inlined CSS already declares the
 * fonts: declared twice, a font that arrived after the first paint would be applied by the second
 * declaration and move the text (font-display: optional promises it stays put).
 */
export function withoutFontFaces(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules('font-face', (at) => {
    at.remove();
  });
  return root.toResult().css;
}
