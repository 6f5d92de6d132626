/**
 * The back office's endpoints (`/ops/*`, walked from what the server registered), from each
 * endpoint's examples, without the token and with it, adding the slips an operator makes: never a
 * 5xx, a localised envelope, and a refusal changes no row (the walk: ./support/fuzz-walk.ts).
 */
import { describeFuzz } from './support/fuzz-walk';

describeFuzz('ops');
