import { contract, type MapConfig } from '@h5/shared/contract';
import type { MapSettings } from '../../config';
import type { RegisterCall } from '../../plugins/calls';

/** The map pages' settings: where the tiles come from (the origin the CSP allows), their credit, the office. */
export function registerMapRoutes(register: RegisterCall, map: MapSettings): void {
  const reply: MapConfig = { tile_url: map.tileUrl, attribution: map.attribution, attribution_url: map.attributionUrl, office: map.office };
  register(contract.map.config, async () => reply);
}
