/** The route table with `pathOf`, and where each kind of money movement is shown. The place the map pages pass between pages is `@h5/shared/routes/place`, which only they load; an invitation link is `@h5/shared/routes/invite`, loaded by the pages that make or read one. */
export * from './table';
export { eventPath, sourcePath } from './sources';
