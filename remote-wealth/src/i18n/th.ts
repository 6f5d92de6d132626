import type { Translation } from '@h5/shared/i18n';
import type { WealthMessages } from './en';

const th: Translation<WealthMessages> = {
  product: {
    dailyYield: 'ผลตอบแทนรายวัน',
    cycle: 'ระยะเวลา',
    minAmount: 'ลงทุนขั้นต่ำ',
    days_one: '{{count}} วัน',
    days_other: '{{count}} วัน',
    soon: 'รอเปิดขาย',
  },
  entry: {
    rules: 'กติกา',
  },
  list: {
    failed: 'โหลดรายการไม่สำเร็จ',
  },
  trust: {
    heading: 'ผลิตภัณฑ์การลงทุนแบบกำหนดระยะเวลา',
    pointYield: 'รับผลตอบแทนคงที่ทุกวัน',
    pointCycle: 'เงินทุนถูกบริหารตามระยะเวลาที่กำหนด',
    pointRedeem: 'ไถ่ถอนก่อนกำหนดได้ทุกเมื่อ โดยหักค่าปรับจากเงินต้น',
    example: 'ตัวอย่าง: ผลตอบแทน {{rate}}% ต่อวัน ระยะเวลา {{days}} วัน ลงทุน {{amount}} ได้รับวันละ {{daily}} รวมทั้งสิ้น {{total}}',
    range: 'วงเงินลงทุน',
    totalOn_one: 'ผลตอบแทนจากการลงทุน {{amount}} {{count}} วัน',
    totalOn_other: 'ผลตอบแทนจากการลงทุน {{amount}} {{count}} วัน',
    buy: 'ซื้อเลย',
  },
  copy: {
    intro: 'ติดตามเทรดเดอร์ที่มีผลงานโดดเด่น ลงทุนตามระยะเวลาที่กำหนด และรับผลตอบแทนจากกลยุทธ์ทุกวัน',
    winRate: 'อัตราชนะ',
    followers_one: 'ผู้ติดตาม {{n}} คน',
    followers_other: 'ผู้ติดตาม {{n}} คน',
    follow: 'ติดตาม',
  },
};
export default th;
