// The Portuguese e-mails the app sends: subject, plain text and a minimal HTML version.
export type MailContent = { subject: string; text: string; html: string };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return `<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif">${body}${button}<p>Equipe Prospecta</p></body></html>`;
}

export function passwordRecoveryMail(name: string, link: string): MailContent {
  const lines = [
    `Olá, ${name}!`,
    'Recebemos um pedido para redefinir a senha da sua conta Prospecta.',
    'O link abaixo vale por 1 hora e pode ser usado uma única vez. Se você não fez este pedido, ignore este e-mail.',
  ];
  return {
    subject: 'Prospecta: redefinição de senha',
    text: `${lines.join('\n\n')}\n\n${link}\n\nEquipe Prospecta`,
    html: layout(lines, { href: link, label: 'Redefinir minha senha' }),
  };
}

export function authenticationCodeMail(name: string, code: string): MailContent {
  const lines = [
    `Olá, ${name}!`,
    `Seu código de acesso ao Prospecta é ${code}.`,
    'Ele vale por 10 minutos e pode ser usado uma única vez. Se você não pediu este código, ignore este e-mail.',
  ];
  return {
    subject: `Prospecta: seu código de acesso é ${code}`,
    text: `${lines.join('\n\n')}\n\nEquipe Prospecta`,
    html: layout(lines),
  };
}

export function openOnComputerMail(name: string, link: string): MailContent {
  const lines = [
    `Olá, ${name}!`,
    'O Prospecta foi feito para telas maiores. Abra o link abaixo em um computador para continuar de onde parou.',
  ];
  return {
    subject: 'Prospecta: acesse pelo computador',
    text: `${lines.join('\n\n')}\n\n${link}\n\nEquipe Prospecta`,
    html: layout(lines, { href: link, label: 'Abrir o Prospecta' }),
  };
}

export function accountInviteMail(name: string, inviter: string, account: string, link: string): MailContent {
  const lines = [
    `Olá, ${name}!`,
    `${inviter} adicionou você à conta ${account} no Prospecta.`,
    'Para entrar, abra o link abaixo, informe este e-mail e peça um código de acesso: ele chega por e-mail. Depois, crie sua senha em Painel do usuário › Senha.',
  ];
  return {
    subject: `Prospecta: você foi adicionado à conta ${account}`,
    text: `${lines.join('\n\n')}\n\n${link}\n\nEquipe Prospecta`,
    html: layout(lines, { href: link, label: 'Entrar no Prospecta' }),
  };
}
