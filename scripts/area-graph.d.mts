// Types of area-graph.mjs for the TypeScript that imports it (apps/server/test/area-graph.test.ts).
export type AreaGraph = { areas: string[]; edges: Map<string, Map<string, string[]>> };
export const modulesDir: string;
export function isOutsideGraph(file: string): boolean;
export function areaOf(file: string, dir?: string): string | null;
export function importsOf(source: string): string[];
export function buildAreaGraph(dir?: string): AreaGraph;
export function pathBetween(graph: Pick<AreaGraph, 'edges'>, from: string, to: string): string[] | null;
export function cyclesOf(graph: AreaGraph): string[][];
export function layersOf(graph: AreaGraph): Map<string, number>;
