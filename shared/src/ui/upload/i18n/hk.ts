import type { Translation } from '@h5/shared/i18n';
import type { UploadFieldMessages } from './en';

const hk: Translation<UploadFieldMessages> = {
  choose: '點擊添加圖片',
  hint: '圖片，不超過 {{size}} MB',
  uploading: '上傳中 {{percent}}%',
  uploaded: '已上傳',
};

export default hk;
