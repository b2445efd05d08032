import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The query client of one server render (src/prerender.tsx, `renderSignedIn`): each reader's page
 * is drawn from a client of its own, never from the browser app's one (app/query-layout.tsx).
 */
export const RenderQueryClient = createContext<QueryClient | undefined>(undefined);
