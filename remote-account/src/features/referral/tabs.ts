/** The promotion page's tabs (`?tab=`): my friends, my rewards, the top 10, the rules. */
export const REFERRAL_TABS = ['invitees', 'rebates', 'ranking', 'rules'] as const;
