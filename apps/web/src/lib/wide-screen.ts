import { useMediaQuery } from '@mantine/hooks';
import { renderContext } from './render-context';

/** Mantine's `sm` breakpoint: below it, a phone's layout (folded menu and filters). */
const WIDE = '(min-width: 48em)';

/**
 * True on a screen wide enough for the desktop layout. Read at the first render, so a phone never
 * draws the desktop layout first; on the server's render of a page (lib/render-context.ts), the
 * reader's browser says which (a phone's user agent draws the phone's layout).
 */
export function useWideScreen(): boolean {
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false });
  return renderContext()?.wide ?? wide;
}
