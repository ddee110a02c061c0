/**
 * layers.config.mjs applied: the layer of a file, the checks that the rule file is whole and without a
 * cycle, the ESLint rule that holds every import to it, and the table of ARCHITECTURE.md made from it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Folders whose every entry (folder or file) must be a layer of its own or lie in one. */
const WRITTEN_DOWN = ['src', 'app', 'app/features'];

/** The layer of a path from the project root ('/'-separated): the longest layer path that is it or contains it. */
export function layerOf(layers, file) {
  let best;
  for (const layer of Object.keys(layers)) {
    if ((file === layer || file.startsWith(`${layer}/`)) && (best === undefined || layer.length > best.length)) best = layer;
  }
  return best;
}

/** The layers `from` reaches by the imports it may make (itself not included unless a cycle leads back). */
function reachable(layers, from) {
  const seen = new Set();
  const stack = [...(layers[from] ?? [])];
  while (stack.length > 0) {
    const layer = stack.pop();
    if (seen.has(layer)) continue;
    seen.add(layer);
    stack.push(...(layers[layer] ?? []));
  }
  return seen;
}

/** A way from `from` to `to` along the allowed imports, as the list of layers on it, or null. */
export function pathBetween(layers, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const layer = queue.shift();
    for (const next of layers[layer] ?? []) {
      if (next === to) {
        const way = [to];
        for (let at = layer; at !== null; at = previous.get(at)) way.unshift(at);
        return way;
      }
      if (previous.has(next)) continue;
      previous.set(next, layer);
      queue.push(next);
    }
  }
  return null;
}

/** What is wrong with a rule file for the tree at `root`: unknown layers, a cycle, entries that are no layer. */
export function layerProblems(layers, root) {
  const problems = [];
  for (const [layer, allowed] of Object.entries(layers)) {
    for (const target of allowed) {
      if (!(target in layers)) problems.push(`${layer} may import ${target}, which is no layer`);
      else if (target === layer) problems.push(`${layer} lists itself`);
    }
  }
  const inCycle = Object.keys(layers).find((layer) => reachable(layers, layer).has(layer));
  if (inCycle) problems.push(`a folder cycle: ${pathBetween(layers, inCycle, inCycle).join(' → ')}`);
  for (const folder of WRITTEN_DOWN) {
    const dir = path.join(root, folder);
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const name = `${folder}/${entry.name}`;
      if (entry.name.startsWith('+') || entry.name.startsWith('.') || /\.test\.tsx?$/.test(entry.name) || WRITTEN_DOWN.includes(name)) continue;
      if (entry.isFile() && !/\.(ts|tsx|js|mjs)$/.test(entry.name)) continue;
      if (layerOf(layers, name) === undefined) problems.push(`${name} is in no layer: write down what it may import`);
    }
  }
  return problems;
}

/** The path from the project root that an import names, or null for a package or a built-in. */
function importedPath(file, specifier) {
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  if (specifier.startsWith('#src/')) return `src/${specifier.slice('#src/'.length)}`;
  if (specifier.startsWith('#app/')) return `app/${specifier.slice('#app/'.length)}`;
  return null;
}

/** An ESLint plugin with one rule, `imports-downwards`: each import of a file is one its layer may make. */
export function layerPlugin(layers, root) {
  const importsDownwards = {
    meta: {
      type: 'problem',
      docs: { description: 'Each import crosses only into a layer that layers.config.mjs lets the file’s layer import.' },
      schema: [],
      messages: {
        cycle:
          '{{from}} may not import {{to}}: {{way}} already, so this import closes a folder cycle. Pass what is needed in, or move it down (layers.config.mjs).',
        notAllowed: '{{from}} may not import {{to}}: not among the layers written down for it in layers.config.mjs.',
      },
    },
    create(context) {
      const file = path.relative(root, context.physicalFilename).split(path.sep).join('/');
      const from = layerOf(layers, file);
      if (from === undefined) return {};
      const check = (source) => {
        if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
        const target = importedPath(file, source.value);
        const to = target === null ? undefined : layerOf(layers, target);
        if (to === undefined || to === from || layers[from].includes(to)) return;
        const way = pathBetween(layers, to, from);
        if (way) context.report({ node: source, messageId: 'cycle', data: { from, to, way: way.join(' → ') } });
        else context.report({ node: source, messageId: 'notAllowed', data: { from, to } });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
        TSImportType: (node) => check(node.argument?.literal ?? node.argument),
      };
    },
  };
  return { rules: { 'imports-downwards': importsDownwards } };
}

/** Each layer's floor: 1 for a layer that imports no other, else one above the highest it may import. */
export function floors(layers) {
  const floor = new Map();
  const of = (layer) => {
    if (!floor.has(layer)) floor.set(layer, 1 + Math.max(0, ...layers[layer].map(of)));
    return floor.get(layer);
  };
  for (const layer of Object.keys(layers)) of(layer);
  return floor;
}

/**
 * The graph of ARCHITECTURE.md as a table: every layer from the top floor down with its arrows down,
 * leaving out an allowed import that a longer way of arrows also reaches (as a drawing would).
 */
export function layerTable(layers) {
  const floor = floors(layers);
  const order = Object.keys(layers).sort((a, b) => floor.get(b) - floor.get(a) || a.localeCompare(b));
  const rows = order.map((layer) => {
    const through = new Set(layers[layer].flatMap((next) => [...reachable(layers, next)]));
    const direct = layers[layer].filter((next) => !through.has(next)).sort((a, b) => floor.get(b) - floor.get(a) || a.localeCompare(b));
    return `| ${floor.get(layer)} | \`${layer}\` | ${direct.map((next) => `\`${next}\``).join(', ') || '—'} |`;
  });
  return ['| floor | layer | arrows down (an import that a longer way also reaches is not drawn) |', '|---|---|---|', ...rows].join('\n');
}
