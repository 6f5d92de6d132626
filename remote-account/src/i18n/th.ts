import type { Translation } from '@h5/shared/i18n';
import type { AccountMessages } from './en';

const th: Translation<AccountMessages> = {
  auth: {
    phoneMode: 'โทรศัพท์',
    emailMode: 'อีเมล',
    phone: 'หมายเลขโทรศัพท์',
    phonePlaceholder: 'กรอกหมายเลขโทรศัพท์',
    email: 'อีเมล',
    emailPlaceholder: 'กรอกอีเมล',
    areaCode: 'รหัสประเทศหรือภูมิภาค ขณะนี้ {{code}}',
    code: 'รหัสยืนยัน',
    codePlaceholder: 'รหัส 6 หลัก',
    sendCode: 'ส่งรหัส',
    resendIn: 'ส่งใหม่ใน {{seconds}} วิ',
    password: 'รหัสผ่าน',
    passwordPlaceholder: 'กรอกรหัสผ่าน',
    newPassword: 'รหัสผ่านใหม่',
    newPasswordPlaceholder: 'อย่างน้อย 6 ตัวอักษร',
    confirmPassword: 'ยืนยันรหัสผ่าน',
    confirmPlaceholder: 'กรอกรหัสผ่านอีกครั้ง',
    inviteCode: 'รหัสเชิญ (ไม่บังคับ)',
    invitePlaceholder: 'กรอกรหัสเชิญ',
    showPassword: 'แสดงรหัสผ่าน',
    hidePassword: 'ซ่อนรหัสผ่าน',
    loginTitle: 'ยินดีต้อนรับกลับมา',
    registerTitle: 'สร้างบัญชีของคุณ',
    forgetTitle: 'ตั้งรหัสผ่านใหม่',
    forgotLink: 'ลืมรหัสผ่าน?',
    noAccount: 'ยังไม่มีบัญชี?',
    haveAccount: 'มีบัญชีอยู่แล้ว?',
    resetPassword: 'รีเซ็ตรหัสผ่าน',
  },
  agreement: {
    agreeTo: 'ฉันได้อ่านและยอมรับ{{name}}',
    user: 'ข้อตกลงผู้ใช้',
    privacy: 'นโยบายความเป็นส่วนตัว',
    userText:
      'การใช้แอปนี้ถือว่าคุณยืนยันว่าบรรลุนิติภาวะแล้ว จะเก็บรหัสผ่านเข้าสู่ระบบและรหัสผ่านการเงินไว้เป็นความลับ และยอมรับว่าการซื้อขายสินทรัพย์ดิจิทัลมีความเสี่ยงที่จะขาดทุน เราอาจระงับบัญชีที่ถูกใช้ฉ้อโกงหรือฟอกเงิน',
    privacyText:
      'เราเก็บหมายเลขโทรศัพท์หรืออีเมล เอกสารยืนยันตัวตน และประวัติการซื้อขายของคุณ เพื่อดูแลบัญชี ปฏิบัติตามกฎหมาย และรักษาความปลอดภัยเท่านั้น เราไม่ขายข้อมูลของคุณ และคุณขอดูหรือลบข้อมูลได้ทุกเมื่อ',
    accept: 'ฉันยอมรับ',
  },
  area: {
    search: 'ค้นหาประเทศ ภูมิภาค หรือรหัส',
    noMatch: 'ไม่พบประเทศหรือภูมิภาคที่ตรงกัน',
  },
  settings: {
    version: 'เวอร์ชัน',
    loggedOut: 'คุณออกจากระบบแล้ว',
  },
  assets: {
    total: 'สินทรัพย์รวม (USDT)',
    show: 'แสดงจำนวนเงิน',
    hide: 'ซ่อนจำนวนเงิน',
    available: 'ใช้ได้',
    frozen: 'ถูกอายัด',
    balance: 'ทั้งหมด',
    loadFailed: 'โหลดสินทรัพย์ไม่สำเร็จ',
  },
};
export default th;
