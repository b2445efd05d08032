import { useId } from 'react';

/**
 * Mantine's `useId` (what every input, menu, tooltip and popover asks for its ids), built in
 * place of @mantine/hooks' own (vite.config.ts, `stableMantineIds`): React's id, the one the
 * server drew the page with. Mantine's own swaps it for a random id in a layout effect once the
 * component has mounted, so adopting a drawn page set state in a hundred components in the
 * commit, and React drew them all again at once: on the Members page that was most of a 400 ms
 * task on a phone, for ids nobody reads.
 */
export function useStableId(staticId?: string): string {
  const reactId = useId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
