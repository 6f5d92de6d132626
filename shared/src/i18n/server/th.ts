import type { Translation } from '../types';
import type { ServerMessages } from './en';

const th: Translation<ServerMessages> = {
  server: {
    codeSent: 'ส่งรหัสยืนยันแล้ว',
    accountExists: 'บัญชีนี้ลงทะเบียนแล้ว',
    accountNotFound: 'ไม่มีบัญชีที่ลงทะเบียนด้วยหมายเลขโทรศัพท์หรืออีเมลนี้',
    wrongCredentials: 'บัญชีหรือรหัสผ่านไม่ถูกต้อง',
    codeWrong: 'รหัสยืนยันไม่ถูกต้องหรือหมดอายุแล้ว',
    codeTooSoon: 'เพิ่งส่งรหัสไปเมื่อสักครู่ โปรดรอก่อนขอรหัสใหม่',
    tooManyRequests: 'ลองหลายครั้งเกินไป โปรดรอสักครู่',
    notLoggedIn: 'โปรดเข้าสู่ระบบก่อน',
    notFound: 'ไม่พบข้อมูล',
    badRequest: 'ไม่สามารถประมวลผลคำขอได้',
    requestTooLarge: 'คำขอมีขนาดใหญ่เกินไป',
    unsupportedType: 'ไม่รองรับคำขอประเภทนี้',
    internal: 'ระบบของเราเกิดข้อผิดพลาด โปรดลองอีกครั้ง',
    inviteInvalid: 'ไม่มีรหัสเชิญนี้',
    registered: 'ลงทะเบียนสำเร็จ และเข้าสู่ระบบแล้ว',
    passwordReset: 'รีเซ็ตรหัสผ่านแล้ว โปรดเข้าสู่ระบบ',
    loggedOut: 'คุณออกจากระบบแล้ว',
    oldPasswordWrong: 'รหัสผ่านเดิมไม่ถูกต้อง',
    forbidden: 'ไม่มีสิทธิ์เข้าถึง',
    alreadyReviewed: 'คำขอนี้ได้รับการตรวจสอบแล้ว',
    submittedForReview: 'ส่งแล้ว รอการตรวจสอบ',
    kycUnderReview: 'การยืนยันตัวตนของคุณอยู่ระหว่างการตรวจสอบ',
    kycVerified: 'ยืนยันตัวตนของคุณเรียบร้อยแล้ว',
    kycBasicFirst: 'โปรดยืนยันตัวตนขั้นพื้นฐานก่อน',
  },
  message: {
    code: 'รหัสยืนยันของคุณคือ {{code}} ใช้ได้ {{minutes}} นาที ห้ามบอกผู้ใด',
    antiPhishing: '[รหัสป้องกันฟิชชิง: {{code}}]',
  },
};

export default th;
