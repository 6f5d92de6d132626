import type { Translation } from '@h5/shared/i18n';
import type { AccountMessages } from './en';

const kr: Translation<AccountMessages> = {
  auth: {
    phoneMode: '휴대폰',
    emailMode: '이메일',
    phone: '휴대폰 번호',
    phonePlaceholder: '휴대폰 번호 입력',
    email: '이메일',
    emailPlaceholder: '이메일 입력',
    areaCode: '국가 또는 지역 번호, 현재 {{code}}',
    code: '인증 코드',
    codePlaceholder: '6자리 코드',
    sendCode: '코드 받기',
    resendIn: '{{seconds}}초 후 재전송',
    password: '비밀번호',
    passwordPlaceholder: '비밀번호 입력',
    newPassword: '새 비밀번호',
    newPasswordPlaceholder: '6자 이상',
    confirmPassword: '비밀번호 확인',
    confirmPlaceholder: '비밀번호 다시 입력',
    inviteCode: '초대 코드 (선택)',
    invitePlaceholder: '초대 코드 입력',
    showPassword: '비밀번호 표시',
    hidePassword: '비밀번호 숨기기',
    loginTitle: '다시 오신 것을 환영합니다',
    registerTitle: '계정 만들기',
    forgetTitle: '비밀번호 재설정',
    forgotLink: '비밀번호를 잊으셨나요?',
    noAccount: '계정이 없으신가요?',
    haveAccount: '이미 계정이 있으신가요?',
    resetPassword: '재설정하기',
  },
  agreement: {
    agreeTo: '{{name}}을 읽었으며 동의합니다',
    user: '이용약관',
    privacy: '개인정보 처리방침',
    userText:
      '본 앱을 이용하면 귀하가 성년이고, 로그인 비밀번호와 자금 비밀번호를 안전하게 관리하며, 디지털 자산 거래에 손실 위험이 있음을 받아들이는 것으로 간주됩니다. 사기나 자금 세탁에 이용된 계정은 정지될 수 있습니다.',
    privacyText:
      '당사는 계정 운영, 법적 의무 이행, 보안 유지를 위해서만 휴대폰 번호 또는 이메일, 신분증, 거래 기록을 수집합니다. 데이터를 판매하지 않으며, 언제든지 열람이나 삭제를 요청할 수 있습니다.',
    accept: '동의합니다',
  },
  area: {
    search: '국가, 지역 또는 번호 검색',
    noMatch: '일치하는 국가 또는 지역이 없습니다',
  },
  settings: {
    version: '버전',
    loggedOut: '로그아웃되었습니다',
  },
  assets: {
    total: '총 자산 (USDT)',
    show: '금액 표시',
    hide: '금액 숨기기',
    available: '사용 가능',
    frozen: '동결',
    balance: '합계',
    loadFailed: '자산을 불러오지 못했습니다',
  },
};
export default kr;
