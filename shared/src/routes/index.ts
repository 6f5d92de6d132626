/** The route table with `pathOf`, where each kind of money movement is shown, and the place the map pages pass between pages. */
export * from './table';
export { eventPath, sourcePath } from './sources';
export { PLACE_ADDRESS_MAX, PLACE_NAME_MAX, choosePlacePath, isLatitude, isLongitude, openPlacePath, placeIn, placeReturnPath, withPlace } from './place';
