// What staff are asked before answering a lead: the lead, the referrer's account and what the answer gives it.
import { type AdminReferral, referralRewardSummary } from '@prospecta/contracts/referral-api';

export type Decision = 'convert' | 'decline';

type Lead = Pick<AdminReferral, 'name' | 'company_name' | 'referrer' | 'account'>;

export function decisionQuestion(referral: Lead, decision: Decision): string {
  const lead = `${referral.company_name} (${referral.name})`;
  return decision === 'convert'
    ? `${lead} virou cliente do Prospecta? A conta ${referral.account.name}, de ${referral.referrer.name}, que ` +
        `indicou, ganha ${referralRewardSummary()}. Não dá para desfazer.`
    : `${lead} não fechou com o Prospecta? ${referral.referrer.name} recebe um aviso e a conta ` +
        `${referral.account.name} não ganha créditos por esta indicação. Não dá para desfazer.`;
}
