import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { formatDateTime } from '@rally/domain';
import { useSyncExternalStore } from 'react';
import { playerFormat } from '../lib/format';
import { oldestSavedAt, savedCopies } from '../lib/saved-copies';

/**
 * When the saved copies the page now shows for `paths` were saved (the oldest), or undefined while
 * the page is live: a page hides what needs the server (paying, cancelling) while it shows a copy.
 */
export function useSavedAt(paths: readonly string[]): string | undefined {
  useSyncExternalStore(savedCopies.subscribe, savedCopies.version, () => 0);
  return oldestSavedAt(paths);
}

/**
 * "Saved at <time>": shown while the page's reads (API paths starting with `paths`) are answered
 * from the copies the service worker saved, because the network failed (docs/pwa.md). The time is
 * in the player's format (the browser's zone, the default locale). Nothing while the page is live.
 */
export function SavedCopyNote({ paths }: { paths: readonly string[] }) {
  const savedAt = useSavedAt(paths);
  if (!savedAt) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconCloudOff size={18} aria-hidden />} role="status" p="sm">
      Saved at {formatDateTime(savedAt, playerFormat())}. You are offline: this is what Rally showed on your last visit,
      and it updates when you are back online.
    </Alert>
  );
}
