export { UploadField, type UploadFieldProps } from './UploadField';
export { DEFAULT_MAX_BYTES, compressImage, refusalOf, type Refusal } from './image';
export { usePrivateImage } from './usePrivateImage';
