import type { Translation } from '@h5/shared/i18n';
import type { UploadFieldMessages } from './en';

const kr: Translation<UploadFieldMessages> = {
  choose: '눌러서 사진 추가',
  hint: '이미지, 최대 {{size}}MB',
  uploading: '업로드 중 {{percent}}%',
  uploaded: '업로드 완료',
};

export default kr;
