// The shop's e-mails: the order (to the sales team and the owner), its activation or refusal (to who ordered),
// and a cancellation (to the sales team, who stop the charge or the follow-up, and the owner).
import {
  SHOP_ON_REQUEST_TERM,
  SHOP_TERMS,
  type ShopItem,
  shopPriceText,
} from '@prospecta/contracts/shop-api';
import { hello, layout, type MailContent } from '@/modules/mail/mail.templates.ts';

const mail = (subject: string, lines: string[], link?: { href: string; label: string }): MailContent => ({
  subject,
  text: `${lines.join('\n\n')}${link ? `\n\n${link.href}` : ''}\n\nEquipe Prospecta`,
  html: layout(lines, link),
});

const priceLine = (item: ShopItem, priceCents: number | null) =>
  `App: ${item.name} (${shopPriceText({ price_cents: priceCents })})`;

type Who = { account: string; name: string; email: string };

export function appOrderSalesMail(who: Who, item: ShopItem, priceCents: number | null): MailContent {
  return mail(
    `Pedido de app: ${who.account} → ${item.name}`,
    [
      `${who.name} (${who.email}) pediu a assinatura de um app da loja para a conta ${who.account}.`,
      priceLine(item, priceCents),
      priceCents === null ? 'Preço sob consulta: combine o valor com o cliente.' : '',
      'Confirme com o cliente e ative o app (ou recuse o pedido) na área administrativa, em Assinaturas.',
    ].filter(Boolean),
  );
}

export function appOrderOwnerMail(name: string, item: ShopItem, priceCents: number | null, link: string) {
  return mail(
    `Prospecta: pedido do app ${item.name} recebido`,
    [
      hello(name),
      'Recebemos o seu pedido de assinatura:',
      priceLine(item, priceCents),
      ...SHOP_TERMS,
      ...(priceCents === null ? [SHOP_ON_REQUEST_TERM] : []),
    ],
    { href: link, label: 'Ver minhas assinaturas' },
  );
}

export function appActivatedMail(name: string, item: ShopItem, priceCents: number | null, link: string) {
  return mail(
    `Prospecta: app ${item.name} ativado`,
    [
      hello(name),
      `Assinatura contratada com sucesso! O app ${item.name} está ativo na sua conta.`,
      priceLine(item, priceCents),
    ],
    { href: link, label: 'Ver minhas assinaturas' },
  );
}

export function appRefusedMail(name: string, item: ShopItem, reason: string | null, link: string) {
  return mail(
    `Prospecta: pedido do app ${item.name} não aprovado`,
    [
      hello(name),
      `O seu pedido do app ${item.name} não foi aprovado pela nossa equipe comercial. Nada foi cobrado.`,
      reason ? `Motivo: ${reason}` : 'Se quiser saber mais, responda a este e-mail.',
    ],
    { href: link, label: 'Ver minhas assinaturas' },
  );
}

/** `wasActive`: an active subscription (the charge stops) rather than an order still waiting. */
export function appCancelledSalesMail(who: Who, item: ShopItem, wasActive: boolean): MailContent {
  return mail(`Assinatura de app cancelada: ${who.account} → ${item.name}`, [
    wasActive
      ? `${who.name} (${who.email}) cancelou a assinatura ativa do app ${item.name} da conta ${who.account}.`
      : `${who.name} (${who.email}) cancelou o pedido do app ${item.name} da conta ${who.account}, que ainda aguardava ativação.`,
    wasActive
      ? 'Encerre a cobrança do app na próxima fatura.'
      : 'Não dê seguimento a este pedido nem ative o app na área administrativa.',
  ]);
}

export function appCancelledOwnerMail(name: string, item: ShopItem, wasActive: boolean, link: string) {
  return mail(
    `Prospecta: assinatura do app ${item.name} cancelada`,
    [
      hello(name),
      wasActive
        ? `A assinatura do app ${item.name} foi cancelada. Avisamos a nossa equipe comercial, que encerra a cobrança.`
        : `O seu pedido do app ${item.name} foi cancelado antes da ativação. Nada foi cobrado.`,
      'Para contratar de novo, abra a Loja no Prospecta.',
    ],
    { href: link, label: 'Abrir a Loja' },
  );
}
