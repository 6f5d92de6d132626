import type { Translation } from '../types';
import type { ServerMessages } from './en';

const jp: Translation<ServerMessages> = {
  server: {
    codeSent: '認証コードを送信しました',
    accountExists: 'このアカウントは既に登録されています',
    accountNotFound: 'この電話番号またはメールアドレスで登録されたアカウントはありません',
    wrongCredentials: 'アカウントまたはパスワードが正しくありません',
    codeWrong: '認証コードが間違っているか、有効期限が切れています',
    codeTooSoon: '認証コードを送信したばかりです。しばらくしてから再度お試しください',
    tooManyRequests: '試行回数が多すぎます。しばらくお待ちください',
    notLoggedIn: '先にログインしてください',
    notFound: '見つかりません',
    badRequest: 'リクエストを解釈できませんでした',
    requestTooLarge: 'リクエストが大きすぎます',
    unsupportedType: 'この形式のリクエストは受け付けていません',
    internal: 'システムエラーが発生しました。もう一度お試しください',
    inviteInvalid: '招待コードが存在しません',
    registered: '登録が完了し、ログインしました',
    passwordReset: 'パスワードを再設定しました。ログインしてください',
    loggedOut: 'ログアウトしました',
    oldPasswordWrong: '現在のパスワードが正しくありません',
    forbidden: 'アクセスが拒否されました',
    alreadyReviewed: 'この申請は審査済みです',
    submittedForReview: '送信しました。審査をお待ちください',
    kycUnderReview: '認証は審査中です',
    kycVerified: '本人確認は完了しています',
    kycBasicFirst: '先に基本認証を完了してください',
  },
  message: {
    code: '認証コードは {{code}} です。{{minutes}} 分間有効です。誰にも教えないでください。',
    antiPhishing: '【フィッシング対策コード：{{code}}】',
  },
};

export default jp;
