/** What the location pages' tests share: the server's map settings and the pages' words. */
import { contract, type MapConfig } from '@h5/shared/contract';
import { answer, fakeServer, startI18n } from '@h5/shared/testing';

export const MAP_CONFIG: MapConfig = {
  tile_url: 'http://127.0.0.1:4567/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  attribution_url: 'https://www.openstreetmap.org/copyright',
  office: { name: 'H5 Exchange Ltd', address: "1 Queen's Road Central, Hong Kong", latitude: '22.2803', longitude: '114.1593' },
};

/** The pages' words, in English. */
export const startLocationI18n = (): Promise<void> => startI18n('en', 'content', 'contentPages').then(() => undefined);

/** A server that answers the map settings (and nothing else). */
export const serveMapConfig = () => fakeServer({ ...answer(contract.map.config, { data: MAP_CONFIG }) });
