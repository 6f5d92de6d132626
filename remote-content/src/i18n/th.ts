import type { Translation } from '@h5/shared/i18n';
import type { ContentMessages } from './en';

const th: Translation<ContentMessages> = {
  home: {
    menu: 'เมนู',
    entries: 'บริการ',
    notice: 'ยินดีต้อนรับ! การฝากและถอนจะได้รับการตรวจสอบภายใน 24 ชั่วโมง ห้ามเปิดเผยรหัสผ่านหรือรหัสยืนยันแก่ผู้อื่นโดยเด็ดขาด',
    markets: 'ตลาด',
    search: 'ค้นหาคู่เทรด: BTC, Bitcoin…',
    searchLabel: 'ค้นหาคู่เทรดด้วยสัญลักษณ์หรือชื่อเหรียญ',
    results: 'ผลการค้นหา',
    noMatch: 'ไม่พบคู่เทรดที่ตรงกับ “{{query}}”',
    watchlistEmpty: 'แตะดาวข้างคู่เทรดเพื่อเพิ่มในรายการโปรด',
    volume: 'มูลค่า 24 ชม.',
    listed: 'เข้าตลาด {{date}}',
    tab: {
      watchlist: 'รายการโปรด',
      gainers: 'ขึ้นแรง',
      losers: 'ลงแรง',
      volume: 'มูลค่าซื้อขาย',
      new: 'เหรียญใหม่',
    },
    pair: 'คู่เทรด',
    lastPrice: 'ราคาล่าสุด',
    change: 'ขึ้นลง 24 ชม.',
    newCoinsTitle: 'จองซื้อเหรียญใหม่',
    newCoinsText: 'จองซื้อเหรียญใหม่ได้ก่อนเปิดตัว',
    newCoinOpen: '{{name}} เปิดจองซื้อที่ราคา {{price}}',
    newCoinNext: 'ถัดไป: {{name}} ราคา {{price}}',
    loginOrRegister: 'เข้าสู่ระบบ / สมัครสมาชิก',
    entry: {
      rwa: 'เรียนรู้ RWA',
      ai: 'เรียนรู้ AI',
      airdrop: 'แอร์ดรอป',
      recharge: 'ฝากด่วน',
      withdraw: 'ถอนด่วน',
      vip: 'ช่องทาง VIP',
      chat: 'แชท',
      newCoins: 'เหรียญใหม่',
    },
    menuItem: {
      deposit: 'ฝากเงิน',
      withdraw: 'ถอนเงิน',
      referral: 'แนะนำเพื่อน',
      kyc: 'ยืนยันตัวตน',
      security: 'ศูนย์ความปลอดภัย',
      addresses: 'ที่อยู่สำหรับถอน',
      contact: 'ติดต่อเรา',
      help: 'ศูนย์ช่วยเหลือ',
      valuation: 'วิธีประเมินมูลค่า',
      settings: 'การตั้งค่า',
      records: 'ประวัติการฝาก-ถอน',
    },
  },
};

export default th;
