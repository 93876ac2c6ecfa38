import { Alert, Button, Card, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  REACTIVATION_CLAIM_DAYS,
  REACTIVATION_CREDITS,
  REACTIVATION_VALID_DAYS,
} from '@prospecta/contracts/reactivation-api';
import { type FormEvent, useState } from 'react';
import {
  useCreateReactivationToken,
  useReactivationAccounts,
} from '@/features/reactivation/api/admin-reactivation';
import { accountSummary, parseCredits } from '@/features/reactivation/lib/welcome-back';
import { formatDate } from '@/lib/format';
import { showToast } from '@/lib/notify';

/**
 * "Novo token": staff find the account by its name or a user's e-mail, see its users and last access, and
 * give it the welcome-back gift's credits (100 unless changed). An account with a token still open is shown
 * but cannot be chosen.
 */
export function CreateTokenForm() {
  const [text, setText] = useState('');
  const [typed] = useDebouncedValue(text, 300);
  const accounts = useReactivationAccounts(typed);
  const [accountId, setAccountId] = useState<string | null>(null);
  const [creditsText, setCreditsText] = useState(String(REACTIVATION_CREDITS));
  const [tried, setTried] = useState(false);
  // "Escolha a conta" after a "Criar token" with none chosen, until the user types in the search or picks one.
  const [accountMissing, setAccountMissing] = useState(false);
  const create = useCreateReactivationToken();

  const found = typed.trim().length >= 2 ? (accounts.data?.accounts ?? []) : [];
  const chosen = found.find((a) => a.id === accountId) ?? null;
  const credits = parseCredits(creditsText);
  const creditsError = tried && 'problem' in credits ? credits.problem : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setAccountMissing(!chosen);
    if (!chosen || 'problem' in credits) return;
    create.mutate(
      { account_id: chosen.id, credits: credits.credits },
      {
        onSuccess: ({ message, notified }) => {
          showToast({
            color: 'green',
            message:
              notified.length > 0 ? `${message}\nConvite enviado para ${notified.join(', ')}.` : message,
          });
          setAccountId(null);
          setTried(false);
          setCreditsText(String(REACTIVATION_CREDITS));
          create.reset();
        },
      },
    );
  };

  return (
    <Card withBorder p="lg" component="form" onSubmit={submit} aria-labelledby="new-reactivation-token">
      <Stack gap="md">
        <Title order={2} fz="lg" id="new-reactivation-token">
          Novo token de reativação
        </Title>
        <Text fz="sm" c="dimmed">
          Os usuários da conta verão um presente de boas-vindas ao entrar; o primeiro que clicar resgata os
          créditos para a conta, válidos por {REACTIVATION_VALID_DAYS} dias. O dono da conta recebe um e-mail,
          e o presente pode ser resgatado por {REACTIVATION_CLAIM_DAYS} dias.
        </Text>
        <TextInput
          label="Conta"
          description="Nome da conta ou e-mail de um usuário (pelo menos 2 letras)"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setAccountMissing(false);
          }}
          error={accountMissing && found.length === 0 ? 'Escolha a conta' : undefined}
        />
        {typed.trim().length >= 2 && accounts.data && found.length === 0 ? (
          <Text fz="sm" c="dimmed" data-testid="reactivation-accounts-empty">
            Nenhuma conta de cliente encontrada.
          </Text>
        ) : null}
        {found.length > 0 ? (
          <Radio.Group
            value={accountId}
            onChange={(id) => {
              setAccountId(id);
              setAccountMissing(false);
            }}
            label="Escolha a conta"
            error={accountMissing ? 'Escolha a conta' : undefined}
          >
            <Stack gap="xs" mt="xs">
              {found.map((account) => (
                // The row (Radio puts its own props on the input, which holds no text).
                <div key={account.id} data-testid="reactivation-account">
                  <Radio
                    value={account.id}
                    disabled={account.open_token_id !== null}
                    label={account.name}
                    description={[
                      account.owner
                        ? `Dono: ${account.owner.name} (${account.owner.email})`
                        : 'Sem dono ativo',
                      accountSummary(account, formatDate),
                      account.open_token_id ? 'Já tem um token em aberto' : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </div>
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        <TextInput
          label="Créditos de consulta"
          description={`Válidos por ${REACTIVATION_VALID_DAYS} dias a partir do resgate`}
          inputMode="numeric"
          value={creditsText}
          onChange={(e) => setCreditsText(e.currentTarget.value)}
          error={creditsError}
          w={260}
        />
        {create.isError ? (
          <Alert color="red" role="alert">
            {create.error.message}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={create.isPending}>
            Criar token
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
