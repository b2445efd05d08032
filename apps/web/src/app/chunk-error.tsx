import { Center, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import classes from './chunk-error.module.css';

/** How long a page chunk may take before it counts as failed (spec 1 §9: 120 seconds). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A page's code could not be loaded: the network failed, it took too long, or a new deployment removed it. */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

/**
 * Loads a chunk, failing with a ChunkLoadError when the import fails (at once) or has not
 * finished after `timeoutMs`.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`The page did not load within ${timeoutMs / 1000} seconds`)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('The page could not be loaded', { cause: error }));
      },
    );
  });
}

export const chunkErrorText = 'This page could not be loaded. Rally may have been updated since you opened it, or the connection dropped.';

/** The chunk error screen: a sentence and a button that reloads the page (and with it the latest version). */
export function ChunkErrorScreen() {
  return (
    <Center mih={240} p="md">
      <Stack align="center" gap="md" role="alert" maw={480}>
        <Text ta="center">{chunkErrorText}</Text>
        <button type="button" className={classes.reload} onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </Stack>
    </Center>
  );
}

/** Shows the chunk error screen for a page whose code failed to load; any other error goes on up. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    if (error instanceof ChunkLoadError) return { failed: true };
    throw error;
  }

  override render() {
    return this.state.failed ? <ChunkErrorScreen /> : this.props.children;
  }
}
