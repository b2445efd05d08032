import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Scrolls to the element named by the URL hash (/#clubs) after a navigation, waiting for a lazy
 * page to render it; a new page without a hash starts at the top. Back and forward are left to
 * the browser.
 */
export function useHashScroll() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (!hash) {
      if (navigationType !== 'POP') window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    let frame = 0;
    const started = performance.now();
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
        // Move keyboard focus with the view, without a second jump.
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
        return;
      }
      // The page chunk may still be loading: keep looking for a few seconds.
      if (performance.now() - started < 4000) frame = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, key, navigationType]);
}
