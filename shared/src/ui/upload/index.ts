export { UploadField, type UploadFieldProps } from './UploadField';
