import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress, preloadFont } from './vite-plugins';

export default defineConfig({
  plugins: [react(), preloadFont(), precompress()],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The manifest tells the load-speed budget (e2e/budget) which scripts a first visit loads.
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 900 },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
