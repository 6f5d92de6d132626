import type { Translation } from '@h5/shared/i18n';
import type { AccountMessages } from './en';

const jp: Translation<AccountMessages> = {
  auth: {
    phoneMode: '電話',
    emailMode: 'メール',
    phone: '電話番号',
    phonePlaceholder: '電話番号を入力',
    email: 'メールアドレス',
    emailPlaceholder: 'メールアドレスを入力',
    areaCode: '国・地域番号（現在 {{code}}）',
    code: '認証コード',
    codePlaceholder: '6桁のコード',
    sendCode: 'コード送信',
    resendIn: '{{seconds}}秒後に再送',
    password: 'パスワード',
    passwordPlaceholder: 'パスワードを入力',
    newPassword: '新しいパスワード',
    newPasswordPlaceholder: '6文字以上',
    confirmPassword: 'パスワード（確認）',
    confirmPlaceholder: 'もう一度パスワードを入力',
    inviteCode: '招待コード（任意）',
    invitePlaceholder: '招待コードを入力',
    showPassword: 'パスワードを表示',
    hidePassword: 'パスワードを隠す',
    loginTitle: 'おかえりなさい',
    registerTitle: 'アカウントを作成',
    forgetTitle: 'パスワードの再設定',
    forgotLink: 'パスワードをお忘れですか？',
    noAccount: 'アカウントをお持ちでない方',
    haveAccount: 'アカウントをお持ちの方',
    resetPassword: '再設定する',
  },
  agreement: {
    agreeTo: '「{{name}}」を読み、同意します',
    user: '利用規約',
    privacy: 'プライバシーポリシー',
    userText:
      '本アプリのご利用により、成年であること、ログインパスワードと資金パスワードを厳重に管理すること、デジタル資産の取引には損失のリスクがあることに同意したものとみなされます。詐欺やマネーロンダリングに利用された口座は停止する場合があります。',
    privacyText:
      '電話番号またはメールアドレス、本人確認書類、取引履歴は、口座の運営、法令上の義務の履行、安全の確保のためにのみ収集します。データを販売することはなく、開示や削除はいつでも請求できます。',
    accept: '同意する',
  },
  area: {
    search: '国・地域名または番号で検索',
    noMatch: '該当する国・地域がありません',
  },
  settings: {
    version: 'バージョン',
    loggedOut: 'ログアウトしました',
  },
  assets: {
    total: '総資産（USDT）',
    show: '金額を表示',
    hide: '金額を隠す',
    available: '利用可能',
    frozen: '凍結中',
    balance: '合計',
    loadFailed: '資産を読み込めませんでした',
  },
};
export default jp;
