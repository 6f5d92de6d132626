/** The route table with `pathOf`, and where each kind of money movement is shown. */
export * from './table';
export { eventPath, sourcePath } from './sources';
