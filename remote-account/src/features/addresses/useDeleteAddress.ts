import { call } from '@h5/shared/api';
import { contract, type WithdrawalAddress } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { toast } from '@h5/shared/toast';
import { shortAddress } from '../../common/text';
import { issueOf, useMessageText } from '@h5/shared/form';
import { useConfirm, usePrompt } from '@h5/shared/ui/confirm';
import { twoFactorCode } from '@h5/shared/validation';
import { useTwoFactorOn } from '../../common/profile';

/** Deletes an address once the user confirms (with 2FA on, by typing the app's code); true when it is gone. */
export function useDeleteAddress(): (address: WithdrawalAddress) => Promise<boolean> {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const confirm = useConfirm();
  const prompt = usePrompt();
  const twoFactor = useTwoFactorOn();
  const messageText = useMessageText();

  /** With 2FA on, the one question also asks the code: undefined when the user cancels or types no valid code. */
  const ask = async (content: string): Promise<{ two_factor_code?: string } | undefined> => {
    if (!twoFactor) return (await confirm({ content, confirmText: t('address.delete') })) ? {} : undefined;
    const code = await prompt({ content: `${content} ${t('twoFactor.deletePrompt')}`, label: t('twoFactor.code'), confirmText: t('address.delete') });
    if (code === null) return undefined;
    const issue = issueOf(twoFactorCode, code);
    if (issue) {
      toast(messageText(issue));
      return undefined;
    }
    return { two_factor_code: code };
  };

  return async (address) => {
    const answer = await ask(t('address.deleteConfirm', { currency: address.currency, address: shortAddress(address.address) }));
    if (!answer) return false;
    const result = await call(contract.wallet.deleteAddress, { id: address.id, ...answer }, { loading: true });
    if (result.ok) toast(result.message || tc('status.operationSuccessful'));
    return result.ok;
  };
}
