// What the referrer reads in the app's notifications about the people who came through their link.
import { referralRewardSummary } from '@prospecta/contracts/referral-api';
import type { NotifyInput } from '@/modules/notifications/notifications.service.ts';

type Lead = {
  registerId: string;
  referrerUserId: string;
  accountId: string;
  name: string;
  companyName: string;
};

const base = (lead: Lead) => ({
  userId: lead.referrerUserId,
  accountId: lead.accountId,
  data: { registerId: lead.registerId },
});

export const registeredNotification = (lead: Lead): NotifyInput => ({
  ...base(lead),
  type: 'referral_registered',
  title: 'Nova indicação pelo seu link',
  message: `${lead.name} (${lead.companyName}) se cadastrou pelo seu link de indicação. Nossa equipe vai entrar em contato e avisamos você quando houver novidade.`,
});

export const convertedNotification = (lead: Lead, credits: number, validDays: number): NotifyInput => ({
  ...base(lead),
  type: 'referral_converted',
  title: 'Sua indicação virou cliente!',
  message: `${lead.companyName}, que você indicou, agora é cliente do Prospecta. Obrigado! Sua conta ganhou ${referralRewardSummary(credits, validDays)}.`,
});

export const declinedNotification = (lead: Lead): NotifyInput => ({
  ...base(lead),
  type: 'referral_declined',
  title: 'Indicação não fechou desta vez',
  message: `A indicação de ${lead.name} (${lead.companyName}) não virou negócio desta vez. Obrigado por indicar! Seu link continua valendo para outras empresas.`,
});
