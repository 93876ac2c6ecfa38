// The e-mail a referrer gets when a lead of theirs becomes a customer: the reward reaches them even when they
// do not open the app (the same news is in the bell).
import { referralRewardSummary } from '@prospecta/contracts/referral-api';
import { hello, layout, type MailContent } from '@/modules/mail/mail.templates.ts';

export function referralConvertedMail(input: {
  name: string;
  companyName: string;
  accountName: string;
  credits: number;
  validDays: number;
  link: string;
}): MailContent {
  const lines = [
    hello(input.name),
    `${input.companyName}, que você indicou, agora é cliente do Prospecta. Obrigado pela indicação!`,
    `Como combinado, a conta ${input.accountName} ganhou ${referralRewardSummary(input.credits, input.validDays)}. Eles já estão no seu saldo.`,
    'Seu link de indicação continua valendo: cada indicação que virar cliente rende o mesmo presente.',
  ];
  return {
    subject: 'Prospecta: sua indicação virou cliente',
    text: `${lines.join('\n\n')}\n\n${input.link}\n\nEquipe Prospecta`,
    html: layout(lines, { href: input.link, label: 'Ver minhas indicações' }),
  };
}
