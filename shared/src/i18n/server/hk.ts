import type { Translation } from '../types';
import type { ServerMessages } from './en';

const hk: Translation<ServerMessages> = {
  server: {
    codeSent: '驗證碼已發送',
    accountExists: '此帳戶已註冊',
    accountNotFound: '此手機號碼或電郵尚未註冊帳戶',
    wrongCredentials: '帳戶或密碼不正確',
    codeWrong: '驗證碼錯誤或已過期',
    codeTooSoon: '驗證碼剛剛已發送，請稍後再索取',
    tooManyRequests: '嘗試次數過多，請稍候再試',
    notLoggedIn: '請先登入',
    notFound: '找不到內容',
    badRequest: '無法識別此請求',
    requestTooLarge: '請求內容過大',
    unsupportedType: '不支援此類請求',
    internal: '系統出現異常，請重試',
    inviteInvalid: '邀請碼不存在',
    registered: '註冊成功，已登入',
    passwordReset: '密碼已重設，請登入',
    loggedOut: '您已登出',
    oldPasswordWrong: '原密碼不正確',
    forbidden: '無權存取',
    alreadyReviewed: '此申請已審核',
    submittedForReview: '已提交，等待審核',
    kycUnderReview: '您的認證正在審核中',
    kycVerified: '您的身份已認證',
    kycBasicFirst: '請先完成初級認證',
  },
  message: {
    code: '您的驗證碼為 {{code}}，{{minutes}} 分鐘內有效。請勿告訴任何人。',
    antiPhishing: '【防釣魚碼：{{code}}】',
  },
};

export default hk;
