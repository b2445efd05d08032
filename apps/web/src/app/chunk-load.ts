// Loading a chunk with the spec's time limit (spec 1 §9), without React or Mantine: the entry
// (main.tsx) loads the app's start with it too, and chunk-error.tsx shows its failure.

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
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`The page did not load within ${timeoutMs / 1000} seconds`)),
      timeoutMs,
    );
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

export const chunkErrorText =
  'This page could not be loaded. Rally may have been updated since you opened it, or the connection dropped.';
