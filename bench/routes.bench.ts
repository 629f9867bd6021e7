// `npm run bench -- routes`: each page route's initial JavaScript and CSS against the React floor
// (a hello world built in the same run) and its budget. bench/README.md records the latest figures.
import path from 'node:path';
import { kib, measureReactFloor, measureRoutes } from './route-sizes.ts';

const outDir = path.resolve('.tmp/bench-routes');
const routes = await measureRoutes(path.join(outDir, 'site'));
const floor = await measureReactFloor(path.join(outDir, 'react-floor'));
console.log(`React floor: ${kib(floor.gzip)} gzip, ${kib(floor.brotli)} brotli`);
console.log('| Route | JS gzip | JS brotli | CSS gzip | Budget (JS gzip) | × React floor |');
console.log('| --- | --- | --- | --- | --- | --- |');
let over = 0;
for (const route of routes) {
  const within = route.js.gzip <= route.budget;
  if (!within) over += 1;
  console.log(
    `| ${route.path} | ${kib(route.js.gzip)} | ${kib(route.js.brotli)} | ${kib(route.css.gzip)} | ${kib(route.budget)} ${within ? 'met' : 'OVER'} | ${(route.js.gzip / floor.gzip).toFixed(2)} |`,
  );
}
process.exit(over === 0 ? 0 : 1);
