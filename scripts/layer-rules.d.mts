// The types of layer-rules.mjs, for the tests that call it.
export type Layers = Record<string, string[]>;
export declare function layerOf(layers: Layers, file: string): string | undefined;
export declare function pathBetween(layers: Layers, from: string, to: string): string[] | null;
export declare function layerProblems(layers: Layers, root: string): string[];
export declare function layerPlugin(layers: Layers, root: string): { rules: Record<string, unknown> };
export declare function floors(layers: Layers): Map<string, number>;
export declare function layerTable(layers: Layers): string;
