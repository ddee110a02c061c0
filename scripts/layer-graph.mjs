// npm run layers:graph          writes the layer table of ARCHITECTURE.md from layers.config.mjs
// node scripts/layer-graph.mjs --check   fails when the table is not the one the rule file makes (npm run lint)
import fs from 'node:fs';
import path from 'node:path';
import { LAYERS } from '../layers.config.mjs';
import { layerTable } from './layer-rules.mjs';

const BEGIN = '<!-- layer table: made by `npm run layers:graph` from layers.config.mjs, do not edit -->';
const END = '<!-- end of the layer table -->';
const file = path.join(import.meta.dirname, '..', 'ARCHITECTURE.md');
const text = fs.readFileSync(file, 'utf8');
const start = text.indexOf(BEGIN);
const end = text.indexOf(END);
if (start < 0 || end < start) {
  console.error(`ARCHITECTURE.md has no layer table between "${BEGIN}" and "${END}"`);
  process.exit(1);
}
const written = `${text.slice(0, start + BEGIN.length)}\n${layerTable(LAYERS)}\n${text.slice(end)}`;
if (process.argv.includes('--check')) {
  if (written !== text) {
    console.error('ARCHITECTURE.md: the layer table is not the one layers.config.mjs makes; run `npm run layers:graph`');
    process.exit(1);
  }
} else if (written !== text) {
  fs.writeFileSync(file, written);
}
