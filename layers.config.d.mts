/** Each layer (a folder or file from the project root) and the layers it may import (layers.config.mjs). */
export declare const LAYERS: Record<string, string[]>;
