import type { Translation } from '@h5/shared/i18n';
import type { UploadFieldMessages } from './en';

const jp: Translation<UploadFieldMessages> = {
  choose: 'タップして写真を追加',
  hint: '画像（{{size}} MB まで）',
  uploading: 'アップロード中 {{percent}}%',
  uploaded: 'アップロード完了',
};

export default jp;
