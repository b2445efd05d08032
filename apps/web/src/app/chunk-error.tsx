import { Center, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { ChunkLoadError, chunkErrorText } from './chunk-load';
import classes from './chunk-error.module.css';

export { CHUNK_TIMEOUT_MS, ChunkLoadError, chunkErrorText, loadChunk } from './chunk-load';

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
