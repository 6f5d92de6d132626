import type { Language } from '@h5/shared/constants';
import type { CodeSent, contract, ParsedRequestOf, TwoFactorSetup } from '@h5/shared/contract';
import { passwordsMatch } from '@h5/shared/validation';
import { isUniqueViolation, type Database } from '../../db/database';
import { hashPassword, verifyPassword } from '../../lib/password';
import { AppError, notLoggedIn } from '../../plugins/envelope';
import type { Session, SessionService } from '../session/service';
import { emailRef, findUserByAccount, findUserById, ownTarget, updatePasswordHash } from '../user/service';
import { emailTarget, type CodeService } from '../verification/service';
import type { FundPasswords } from './fund-password';
import type { TwoFactor } from './two-factor';

/** The fund password and 2FA other modules check before money or addresses move, and the refusals that ask for a missing step. */
export { createFundPasswords, type FundPasswords } from './fund-password';
export { createTwoFactor, type TwoFactor } from './two-factor';
export { noAddress, noFundPassword, notVerified } from './requirements';

export type FundPasswordForm = ParsedRequestOf<typeof contract.user.setFundPassword>;
export type PasswordChange = ParsedRequestOf<typeof contract.user.updatePassword>;
export type EmailChange = ParsedRequestOf<typeof contract.user.changeEmail>;
export type AntiPhishingChange = ParsedRequestOf<typeof contract.user.setAntiPhishing>;

export interface SecurityService {
  sendOwnCode(userId: number, scene: 'address' | 'email' | 'security', language: Language): Promise<CodeSent>;
  hasFundPassword(userId: number): Promise<boolean>;
  /** Sets the fund password, or changes it (then `old_password` is required and checked). */
  saveFundPassword(userId: number, form: FundPasswordForm): Promise<void>;
  /** Changes the login password given the current one; every other device is signed out. */
  changeLoginPassword(session: Session, form: PasswordChange): Promise<void>;
  /** Moves the account to a new email, proven by the code `sms_mail` sent it (scene `email`). */
  changeEmail(userId: number, form: EmailChange): Promise<void>;
  /** A new authenticator secret for the account, named in the app by the phone or email. */
  setupTwoFactor(userId: number): Promise<TwoFactorSetup>;
  enableTwoFactor(userId: number, code: string): Promise<{ backup_codes: string[] }>;
  disableTwoFactor(userId: number, code: string): Promise<void>;
  /**
   * Sets the anti-phishing code, guarded as an address change is: the code sent to the user's own
   * phone or email (scene `security`) and, with 2FA on, the app's code; refused, nothing changes.
   */
  setAntiPhishing(userId: number, form: AntiPhishingChange): Promise<void>;
}

const passwordMismatch = () => new AppError('validation.passwordMismatch');
const emailTaken = () => new AppError('server.accountExists');

export function createSecurityService(deps: {
  db: Database;
  codes: CodeService;
  sessions: SessionService;
  fundPasswords: FundPasswords;
  twoFactor: TwoFactor;
}): SecurityService {
  const { db, codes, sessions, fundPasswords, twoFactor } = deps;

  async function user(userId: number) {
    const row = await findUserById(db, userId);
    if (!row) throw notLoggedIn();
    return row;
  }

  return {
    async sendOwnCode(userId, scene, language) {
      const row = await user(userId);
      return codes.send(ownTarget(row), scene, { lang: language, antiPhishing: row.anti_phishing_code });
    },

    hasFundPassword: (userId) => fundPasswords.isSet(userId),

    async saveFundPassword(userId, form) {
      if (!passwordsMatch(form)) throw passwordMismatch();
      await fundPasswords.save(userId, form.password, form.old_password);
    },

    async changeLoginPassword(session, form) {
      if (!passwordsMatch(form)) throw passwordMismatch();
      const row = await user(session.userId);
      if (!(await verifyPassword(form.old_password, row.password_hash))) throw new AppError('server.oldPasswordWrong');
      const passwordHash = await hashPassword(form.password);
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, row.id, passwordHash);
        await sessions.closeOthers(tx, session);
      });
    },

    async changeEmail(userId, form) {
      const email = emailTarget(form.email);
      if (await findUserByAccount(db, emailRef(email))) throw emailTaken();
      if (!(await codes.consume(email, 'email', form.code))) throw new AppError('server.codeWrong');
      try {
        await db.query('UPDATE users SET email = $2 WHERE id = $1', [userId, email]);
      } catch (error) {
        // Taken by another account between the check and now.
        if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
        throw error;
      }
    },

    async setupTwoFactor(userId) {
      const row = await user(userId);
      return twoFactor.setup(userId, row.phone ?? row.email ?? '');
    },
    enableTwoFactor: (userId, code) => twoFactor.enable(userId, code),
    disableTwoFactor: (userId, code) => twoFactor.disable(userId, code),

    async setAntiPhishing(userId, form) {
      const row = await user(userId);
      // The code sent to the user is spent below: a request that cannot pass 2FA stops first.
      await twoFactor.expectCode(userId, form.two_factor_code);
      if (!(await codes.consume(ownTarget(row), 'security', form.verify_code))) throw new AppError('server.codeWrong');
      await twoFactor.require(userId, form.two_factor_code);
      await db.query('UPDATE users SET anti_phishing_code = $2 WHERE id = $1', [userId, form.code]);
    },
  };
}
