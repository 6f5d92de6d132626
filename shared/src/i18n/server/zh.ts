import type { Translation } from '../types';
import type { ServerMessages } from './en';

const zh: Translation<ServerMessages> = {
  server: {
    codeSent: '验证码已发送',
    accountExists: '该账号已注册',
    accountNotFound: '该手机号或邮箱尚未注册账号',
    wrongCredentials: '账号或密码错误',
    codeWrong: '验证码错误或已过期',
    codeTooSoon: '验证码刚刚已发送，请稍后再获取',
    tooManyRequests: '尝试次数过多，请稍后再试',
    notLoggedIn: '请先登录',
    notFound: '未找到',
    badRequest: '无法识别该请求',
    requestTooLarge: '请求内容过大',
    unsupportedType: '不支持此类请求',
    internal: '系统出现异常，请重试',
    inviteInvalid: '邀请码不存在',
    registered: '注册成功，已登录',
    passwordReset: '密码已重置，请登录',
    loggedOut: '您已退出登录',
    oldPasswordWrong: '原密码不正确',
    forbidden: '无权访问',
    alreadyReviewed: '该申请已审核',
    submittedForReview: '已提交，等待审核',
    kycUnderReview: '您的认证正在审核中',
    kycVerified: '您的身份已认证',
    kycBasicFirst: '请先完成初级认证',
  },
  message: {
    code: '您的验证码为 {{code}}，{{minutes}} 分钟内有效。请勿告诉任何人。',
    antiPhishing: '【防钓鱼码：{{code}}】',
  },
};

export default zh;
