import type { Translation } from '@h5/shared/i18n';
import type { AccountMessages } from './en';

const zh: Translation<AccountMessages> = {
  auth: {
    phoneMode: '手机',
    emailMode: '邮箱',
    phone: '手机号',
    phonePlaceholder: '请输入手机号',
    email: '邮箱',
    emailPlaceholder: '请输入邮箱',
    areaCode: '国家或地区区号，当前 {{code}}',
    code: '验证码',
    codePlaceholder: '6 位数字验证码',
    sendCode: '获取验证码',
    resendIn: '{{seconds}} 秒后重发',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    newPassword: '新密码',
    newPasswordPlaceholder: '至少 6 位字符',
    confirmPassword: '确认密码',
    confirmPlaceholder: '请再次输入密码',
    inviteCode: '邀请码（选填）',
    invitePlaceholder: '请输入邀请码',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
    loginTitle: '欢迎回来',
    registerTitle: '创建账户',
    forgetTitle: '找回登录密码',
    forgotLink: '忘记密码？',
    noAccount: '还没有账户？',
    haveAccount: '已有账户？',
    resetPassword: '重置密码',
  },
  agreement: {
    agreeTo: '我已阅读并同意《{{name}}》',
    user: '用户协议',
    privacy: '隐私政策',
    userText:
      '使用本应用即表示您已达到法定年龄，会妥善保管登录密码和资金密码，并了解数字资产交易存在亏损风险。对用于欺诈或洗钱的账户，我们有权暂停使用。',
    privacyText:
      '我们仅为运营您的账户、履行法定义务和保障账户安全而收集您的手机号或邮箱、身份证件及交易记录。我们绝不出售您的数据，您可随时要求查阅或删除。',
    accept: '我同意',
  },
  area: {
    search: '搜索国家、地区或区号',
    noMatch: '没有匹配的国家或地区',
  },
  settings: {
    version: '版本',
    loggedOut: '您已退出登录',
  },
  assets: {
    total: '总资产（USDT）',
    show: '显示金额',
    hide: '隐藏金额',
    available: '可用',
    frozen: '冻结',
    balance: '总额',
    loadFailed: '资产加载失败',
  },
};
export default zh;
