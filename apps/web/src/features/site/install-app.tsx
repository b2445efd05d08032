import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { install, installOffer } from '../../lib/install-prompt';

/**
 * "Install Rally": shown only when the browser offers to install it now (Chromium's
 * beforeinstallprompt, lib/install-prompt.ts), never in the HTML the build draws (no offer there),
 * so the page the app adopts is the same.
 */
export function InstallAppButton({ variant = 'filled' }: { variant?: 'filled' | 'white' }) {
  const offered = useSyncExternalStore(installOffer.subscribe, installOffer.available, () => false);
  if (!offered) return null;
  return (
    <Button
      variant={variant}
      color={variant === 'white' ? 'dark' : undefined}
      leftSection={<IconDownload size={18} aria-hidden />}
      onClick={() => void install()}
    >
      Install Rally
    </Button>
  );
}
