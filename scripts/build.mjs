// npm run build: the web app (apps/web/dist, with .br and .gz copies) and the server
// (apps/server/dist/main.js), each stamped with the hash of its inputs so `npm start` knows
// they are current.
import { buildTarget, targets } from './build-targets.mjs';

for (const target of targets) buildTarget(target);
