import type { Translation } from '@h5/shared/i18n';
import type { AccountMessages } from './en';

const hk: Translation<AccountMessages> = {
  auth: {
    phoneMode: '手機',
    emailMode: '電郵',
    phone: '手機號碼',
    phonePlaceholder: '請輸入手機號碼',
    email: '電郵',
    emailPlaceholder: '請輸入電郵',
    areaCode: '國家或地區區號，目前 {{code}}',
    code: '驗證碼',
    codePlaceholder: '6 位數字驗證碼',
    sendCode: '獲取驗證碼',
    resendIn: '{{seconds}} 秒後重發',
    password: '密碼',
    passwordPlaceholder: '請輸入密碼',
    newPassword: '新密碼',
    newPasswordPlaceholder: '至少 6 個字元',
    confirmPassword: '確認密碼',
    confirmPlaceholder: '請再次輸入密碼',
    inviteCode: '邀請碼（選填）',
    invitePlaceholder: '請輸入邀請碼',
    showPassword: '顯示密碼',
    hidePassword: '隱藏密碼',
    loginTitle: '歡迎回來',
    registerTitle: '建立帳戶',
    forgetTitle: '找回登入密碼',
    forgotLink: '忘記密碼？',
    noAccount: '還沒有帳戶？',
    haveAccount: '已有帳戶？',
    resetPassword: '重設密碼',
  },
  agreement: {
    agreeTo: '我已閱讀並同意《{{name}}》',
    user: '用戶協議',
    privacy: '私隱政策',
    userText:
      '使用本應用程式即表示您已達法定年齡，會妥善保管登入密碼及資金密碼，並明白數字資產交易存在虧損風險。如帳戶被用於欺詐或洗錢，我們有權暫停其使用。',
    privacyText:
      '我們只會為營運您的帳戶、履行法定責任及保障帳戶安全而收集您的手機號碼或電郵、身份證明文件及交易紀錄。我們絕不出售您的資料，您可隨時要求查閱或刪除。',
    accept: '我同意',
  },
  area: {
    search: '搜尋國家、地區或區號',
    noMatch: '沒有相符的國家或地區',
  },
  settings: {
    version: '版本',
    loggedOut: '您已登出',
  },
  assets: {
    total: '總資產（USDT）',
    show: '顯示金額',
    hide: '隱藏金額',
    available: '可用',
    frozen: '凍結',
    balance: '總額',
    loadFailed: '未能載入資產',
  },
};
export default hk;
