import type { Translation } from '@h5/shared/i18n';
import type { UploadFieldMessages } from './en';

const zh: Translation<UploadFieldMessages> = {
  choose: '点击添加图片',
  hint: '图片，不超过 {{size}} MB',
  uploading: '上传中 {{percent}}%',
  uploaded: '已上传',
};

export default zh;
