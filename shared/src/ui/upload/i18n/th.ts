import type { Translation } from '@h5/shared/i18n';
import type { UploadFieldMessages } from './en';

const th: Translation<UploadFieldMessages> = {
  choose: 'แตะเพื่อเพิ่มรูปภาพ',
  hint: 'รูปภาพ ไม่เกิน {{size}} MB',
  uploading: 'กำลังอัปโหลด {{percent}}%',
  uploaded: 'อัปโหลดแล้ว',
};

export default th;
