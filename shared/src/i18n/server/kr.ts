import type { Translation } from '../types';
import type { ServerMessages } from './en';

const kr: Translation<ServerMessages> = {
  server: {
    codeSent: '인증 코드를 보냈습니다',
    accountExists: '이미 등록된 계정입니다',
    accountNotFound: '이 휴대폰 번호 또는 이메일로 등록된 계정이 없습니다',
    wrongCredentials: '계정 또는 비밀번호가 올바르지 않습니다',
    codeWrong: '인증 코드가 틀렸거나 만료되었습니다',
    codeTooSoon: '방금 인증 코드를 보냈습니다. 잠시 후 다시 요청해 주세요',
    tooManyRequests: '시도 횟수가 너무 많습니다. 잠시 기다려 주세요',
    notLoggedIn: '먼저 로그인해 주세요',
    notFound: '찾을 수 없습니다',
    badRequest: '요청을 해석할 수 없습니다',
    requestTooLarge: '요청이 너무 큽니다',
    unsupportedType: '이 형식의 요청은 받을 수 없습니다',
    internal: '시스템 오류가 발생했습니다. 다시 시도해 주세요',
    inviteInvalid: '존재하지 않는 초대 코드입니다',
    registered: '가입이 완료되어 로그인되었습니다',
    passwordReset: '비밀번호가 재설정되었습니다. 로그인해 주세요',
    loggedOut: '로그아웃되었습니다',
    oldPasswordWrong: '기존 비밀번호가 올바르지 않습니다',
    forbidden: '접근이 거부되었습니다',
    alreadyReviewed: '이미 심사된 신청입니다',
    submittedForReview: '제출되었습니다. 심사를 기다려 주세요',
    kycUnderReview: '인증 심사 중입니다',
    kycVerified: '이미 본인 인증이 완료되었습니다',
    kycBasicFirst: '먼저 기본 인증을 완료해 주세요',
  },
  message: {
    code: '인증 코드는 {{code}}이며 {{minutes}}분간 유효합니다. 누구에게도 알려 주지 마세요.',
    antiPhishing: '[피싱 방지 코드: {{code}}]',
  },
};

export default kr;
