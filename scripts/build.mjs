/** `npm run build`: install what is missing and build everything (always, not incrementally). */
import { ensureBuilt, ensureInstalled } from './lib.mjs';

ensureInstalled();
ensureBuilt({ force: true });
