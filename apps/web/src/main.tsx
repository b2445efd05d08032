import './app/fonts.css';
import '@mantine/core/styles.css';
// The public site's own classes travel with the first CSS, so a prerendered page is styled before its script runs.
import './features/site/site.module.css';

const container = document.getElementById('root')!;
const run = () => import('./app/start').then(({ start }) => start(container));

// A prerendered public page is already drawn: its app code loads once the page has, instead of
// competing with the page's own CSS and font. Every other page starts the app at once.
if (container.hasAttribute('inert') && document.readyState !== 'complete') window.addEventListener('load', run, { once: true });
else run();

// A prerendered page inlines the CSS of its first paint and loads the stylesheets as print-only,
// so they do not hold up the paint; they apply to the screen from here on.
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-rally-deferred]')) {
  if (link.sheet) link.media = 'all';
  else link.addEventListener('load', () => (link.media = 'all'), { once: true });
}
