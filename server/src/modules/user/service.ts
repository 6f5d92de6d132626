import { randomInt } from 'node:crypto';
import type { contract, LoginReply, ParsedRequestOf, SignedIn, User } from '@h5/shared/contract';
import type { Language } from '@h5/shared/constants';
import { passwordsMatch } from '@h5/shared/validation';
import { isUniqueViolation, type Database } from '../../db/database';
import { hashPassword, UNMATCHABLE_HASH, verifyPassword } from '../../lib/password';
import { AppError, notLoggedIn } from '../../plugins/envelope';
import type { Session, SessionService } from '../session/service';
import type { TwoFactor } from '../security/service';
import type { CodeScene, CodeService } from '../verification/service';
import { accountFromForm, type AccountRef } from './account';
import { defaultNickname, toUser } from './profile';
import {
  findUserByAccount,
  findUserById,
  findUserIdByInviteCode,
  insertUser,
  updateLanguage,
  updatePasswordHash,
  type NewUser,
  type UserRow,
} from './queries';

/** Accounts as other modules read them: by id or by phone or email, and the user's own code target. */
export { findUserByAccount, findUserById, updatePasswordHash } from './queries';
export { emailRef, ownTarget } from './account';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const INVITE_LENGTH = 8;
const INVITE_TRIES = 3;

/** A code people copy and type (an invitation code, a partner's authorization code): no look-alike characters. */
export const drawCode = (): string => Array.from({ length: INVITE_LENGTH }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');

/** Scenes whose code goes to a phone or email that must not belong to an account yet. */
const FOR_NEW_ACCOUNTS: ReadonlySet<CodeScene> = new Set(['register', 'email']);

const accountExists = () => new AppError('server.accountExists');
const accountNotFound = () => new AppError('server.accountNotFound');
const codeWrong = () => new AppError('server.codeWrong');
const passwordMismatch = () => new AppError('validation.passwordMismatch');

export type RegisterForm = ParsedRequestOf<typeof contract.user.register>;
export type LoginForm = ParsedRequestOf<typeof contract.user.login>;
export type LoginTwoFactorForm = ParsedRequestOf<typeof contract.user.loginTwoFactor>;
export type ForgetForm = ParsedRequestOf<typeof contract.user.forget>;

export interface UserService {
  /** Opens the new account's first session too: no second password entry. */
  register(form: RegisterForm, language: Language): Promise<SignedIn>;
  /** A session, or, when 2FA is on, the challenge the second step answers. */
  login(form: LoginForm): Promise<LoginReply>;
  loginTwoFactor(form: LoginTwoFactorForm): Promise<SignedIn>;
  logout(session: Session): Promise<void>;
  resetPassword(form: ForgetForm): Promise<void>;
  isRegistered(ref: AccountRef): Promise<boolean>;
  sendCode(ref: AccountRef, scene: CodeScene, language: Language): ReturnType<CodeService['send']>;
  profile(userId: number): Promise<User>;
  /** Stores the choice for a signed-in caller; answers the language mark (the code) either way. */
  chooseLanguage(session: Session | null, language: Language): Promise<string>;
}

export function createUserService(deps: { db: Database; codes: CodeService; sessions: SessionService; twoFactor: TwoFactor }): UserService {
  const { db, codes, sessions, twoFactor } = deps;

  const signIn = async (row: UserRow): Promise<SignedIn> => ({ token: await sessions.open(row.id), user: toUser(row) });

  /** The invite code is random: on the rare clash, draw again. */
  async function insertWithInviteCode(user: Omit<NewUser, 'inviteCode'>, triesLeft = INVITE_TRIES): Promise<UserRow> {
    try {
      return await insertUser(db, { ...user, inviteCode: drawCode() });
    } catch (error) {
      if (isUniqueViolation(error, 'users_invite_code_key') && triesLeft > 1) return insertWithInviteCode(user, triesLeft - 1);
      if (isUniqueViolation(error)) throw accountExists();
      throw error;
    }
  }

  async function inviter(inviteCode: string | undefined): Promise<number | null> {
    const code = inviteCode?.trim().toUpperCase();
    if (!code) return null;
    const id = await findUserIdByInviteCode(db, code);
    if (id === null) throw new AppError('server.inviteInvalid');
    return id;
  }

  return {
    async register(form, language) {
      if (!passwordsMatch(form)) throw passwordMismatch();
      const ref = accountFromForm(form);
      const invitedBy = await inviter(form.invite_code);
      if (await findUserByAccount(db, ref)) throw accountExists();
      if (!(await codes.consume(ref.target, 'register', form.code))) throw codeWrong();
      const row = await insertWithInviteCode({
        ref,
        passwordHash: await hashPassword(form.password),
        nickname: defaultNickname(ref),
        language,
        invitedBy,
      });
      return signIn(row);
    },

    async login(form) {
      const row = await findUserByAccount(db, accountFromForm(form));
      const matches = await verifyPassword(form.password, row?.password_hash ?? UNMATCHABLE_HASH);
      if (!row || !matches) throw new AppError('server.wrongCredentials');
      return row.totp_secret === null ? signIn(row) : twoFactor.challenge(row.id);
    },

    async loginTwoFactor({ challenge, code }) {
      const row = await findUserById(db, await twoFactor.redeem(challenge, code));
      if (!row) throw new AppError('twoFactor.loginExpired');
      return signIn(row);
    },

    logout: (session) => sessions.close(session),

    async resetPassword(form) {
      if (!passwordsMatch(form)) throw passwordMismatch();
      const ref = accountFromForm(form);
      const row = await findUserByAccount(db, ref);
      if (!row) throw accountNotFound();
      if (!(await codes.consume(ref.target, 'forget', form.code))) throw codeWrong();
      const passwordHash = await hashPassword(form.password);
      // A reset signs every device out: whoever knew the old password loses the session too.
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, row.id, passwordHash);
        await sessions.closeAll(tx, row.id);
      });
    },

    isRegistered: async (ref) => (await findUserByAccount(db, ref)) !== null,

    async sendCode(ref, scene, language) {
      const row = await findUserByAccount(db, ref);
      if (FOR_NEW_ACCOUNTS.has(scene) && row) throw accountExists();
      if (!FOR_NEW_ACCOUNTS.has(scene) && !row) throw accountNotFound();
      return codes.send(ref.target, scene, { lang: language, antiPhishing: row?.anti_phishing_code ?? null });
    },

    async profile(userId) {
      const row = await findUserById(db, userId);
      if (!row) throw notLoggedIn();
      return toUser(row);
    },

    async chooseLanguage(session, language) {
      if (session) await updateLanguage(db, session.userId, language);
      return language;
    },
  };
}
