import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  type ExportTool,
  OAUTH_TOOLS,
  type OAuthTool,
  type ToolConnection,
} from '@prospecta/contracts/exports-api';
import { IconPlugConnected, IconPlugConnectedX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ToolAvatar } from '@/components/ui/tool-avatar';
import { useDisconnectTool } from '@/features/integrations/api/disconnect-tool';
import { useAuthorizeUrl } from '@/features/integrations/api/get-authorize-url';
import { useRegisterCrm } from '@/features/integrations/api/register-crm';
import { useSaveRdstationToken } from '@/features/integrations/api/save-rdstation-token';
import { CredentialForm } from '@/features/integrations/components/credential-form';
import {
  CREDENTIAL_FIELDS,
  type CredentialValues,
  registerBody,
} from '@/features/integrations/lib/credential-fields';
import { formatDate } from '@/lib/format';
import { showToast } from '@/lib/notify';
import { TOOL_BRANDS } from '@/lib/tool-brands';

const isOAuth = (tool: ExportTool): tool is OAuthTool => (OAUTH_TOOLS as readonly string[]).includes(tool);

/** Tools with no read to check a key with (the API saves their keys unchecked). */
const CANNOT_CHECK: readonly ExportTool[] = ['funildevendas'];

type State = 'verified' | 'unverified' | 'off';
const STATE_LABELS: Record<State, string> = {
  verified: 'Conectado',
  unverified: 'Não verificada',
  off: 'Não conectado',
};
const STATE_COLORS: Record<State, string> = { verified: 'green', unverified: 'yellow', off: 'gray' };

/** One tool: connected or not, connect (its key form, or its consent page) and disconnect. */
export function IntegrationCard({ userId, connection }: { userId: string; connection: ToolConnection }) {
  const { tool } = connection;
  const [editing, setEditing] = useState(false);
  // "Desconectar" asks once more: a key saved cannot be shown again, only typed again (or the login redone).
  const [confirming, setConfirming] = useState(false);
  // Back from the form (saved or cancelled), the keyboard goes on from "Conectar", not from the page's top.
  const connectButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (wasEditing.current && !editing) connectButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const register = useRegisterCrm(userId);
  const rdstation = useSaveRdstationToken(userId);
  const authorize = useAuthorizeUrl();
  const disconnect = useDisconnectTool(userId);
  const name = TOOL_BRANDS[tool].name;
  const state: State = !connection.connected ? 'off' : connection.verified ? 'verified' : 'unverified';
  // The API asked the tool about the key first (a refused one comes back as an error and is not saved).
  const saved = ({ keyCheck }: ToolConnection) => {
    setEditing(false);
    if (keyCheck === 'unreachable') {
      showToast({
        color: 'yellow',
        message: `Chave salva, mas o ${name} não respondeu para confirmá-la agora. Ela será testada na próxima exportação.`,
      });
    } else if (keyCheck === 'unchecked' && !isOAuth(tool)) {
      showToast({
        color: 'yellow',
        message: `Chave salva. O ${name} não oferece como confirmá-la agora: ela será testada na próxima exportação.`,
      });
    } else {
      showToast({
        color: 'green',
        message:
          keyCheck === 'accepted'
            ? `Integração salva com sucesso: o ${name} aceitou a chave.`
            : 'Integração salva com sucesso',
      });
    }
  };
  // Said once, on the card (the calls skip the global toast): under the form, or under the buttons of a tool
  // whose "Conectar" goes straight to its consent page.
  const refusal = (register.error ?? rdstation.error ?? authorize.error)?.message ?? null;

  const connect = (values: CredentialValues) => {
    if (tool === 'rdstation') return rdstation.mutate(values.value ?? '', { onSuccess: saved });
    if (!isOAuth(tool)) return register.mutate(registerBody(tool, values), { onSuccess: saved });
    // Salesforce's domain URL (the export needs it) and Bitrix24's portal go with the authorisation: the API
    // keeps them with the tokens once the login succeeds, so nothing is left saved when it cannot start (the
    // card said "falta entrar no Salesforce" for good) or the login is refused.
    authorize.mutate(
      { tool, instanceUrl: registerBody(tool, values).instanceUrl },
      { onSuccess: (url) => window.location.assign(url) },
    );
  };
  const needsForm = !isOAuth(tool) || CREDENTIAL_FIELDS[tool].length > 0;

  return (
    <Card withBorder radius="md" padding="md" data-testid={`integration-${tool}`}>
      <Stack gap="sm" h="100%">
        {/* The name has the whole width: beside a state badge, "RD Station CRM" wrapped over three lines. */}
        <Group gap="sm" wrap="nowrap">
          <ToolAvatar tool={tool} size={40} />
          <Stack gap={0}>
            <Text fw={600} data-testid="integration-name">
              {TOOL_BRANDS[tool].name}
            </Text>
            <Text c="dimmed" fz="xs">
              {isOAuth(tool) ? 'Login na ferramenta (OAuth)' : 'Chave de API'}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge color={STATE_COLORS[state]} variant="light" data-testid="integration-state">
            {STATE_LABELS[state]}
          </Badge>
          {connection.connected ? (
            <Text c="dimmed" fz="xs" style={{ overflowWrap: 'anywhere' }}>
              em {formatDate(connection.connectedAt)}
              {connection.instanceUrl ? ` · ${connection.instanceUrl}` : ''}
            </Text>
          ) : connection.instanceUrl ? (
            // A domain or portal saved before the tool's login: not a connection yet, and it says what is missing.
            <Text c="dimmed" fz="xs" style={{ overflowWrap: 'anywhere' }}>
              {connection.instanceUrl} · falta entrar no {name}
            </Text>
          ) : null}
        </Group>
        {state === 'unverified' ? (
          // Kept by the API with the key (not only in the toast of the save): said until the tool confirms it.
          <Text c="yellow.9" fz="xs" data-testid="integration-unverified">
            {CANNOT_CHECK.includes(tool)
              ? `O ${name} não oferece como confirmar a chave: a primeira exportação que chegar a ele a confirma. Se ela estiver errada, a exportação para com um erro de autenticação.`
              : `A chave foi salva sem a confirmação do ${name} (ele não respondeu): a próxima exportação que chegar a ele a confirma. Se ela estiver errada, a exportação para com um erro de autenticação.`}
          </Text>
        ) : null}
        {editing ? (
          <CredentialForm
            tool={tool}
            submitLabel={isOAuth(tool) ? 'Continuar' : 'Salvar'}
            pending={register.isPending || rdstation.isPending || authorize.isPending}
            onSubmit={connect}
            refusal={refusal}
            onCancel={() => {
              register.reset();
              rdstation.reset();
              authorize.reset();
              setEditing(false);
            }}
          />
        ) : (
          <Group gap="xs" mt="auto">
            {refusal && !authorize.isPending ? (
              <Text c="red" fz="xs" role="alert" w="100%">
                {refusal}
              </Text>
            ) : null}
            {/* Twelve cards say "Conectar": the name says which tool, for a screen reader's list of buttons. */}
            <Button
              ref={connectButton}
              size="xs"
              variant={connection.connected ? 'default' : 'filled'}
              leftSection={<IconPlugConnected size={16} />}
              loading={authorize.isPending}
              aria-label={`${connection.connected ? 'Reconectar' : 'Conectar'} ${name}`}
              onClick={() => {
                authorize.reset();
                if (needsForm) setEditing(true);
                else connect({});
              }}
            >
              {connection.connected ? 'Reconectar' : 'Conectar'}
            </Button>
            {connection.connected && !confirming ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconPlugConnectedX size={16} />}
                aria-label={`Desconectar ${name}`}
                onClick={() => setConfirming(true)}
              >
                Desconectar
              </Button>
            ) : null}
            {connection.connected && confirming ? (
              <Stack gap={6} role="group" aria-label="Confirmar desconexão" w="100%">
                <Text fz="xs">
                  Desconectar mesmo?{' '}
                  {isOAuth(tool)
                    ? 'Para exportar de novo, será preciso entrar na ferramenta outra vez.'
                    : 'Para exportar de novo, a chave terá de ser informada outra vez.'}
                </Text>
                <Group gap={6}>
                  <Button
                    ref={confirmButton}
                    size="xs"
                    color="red"
                    loading={disconnect.isPending}
                    onClick={() =>
                      disconnect.mutate(tool, {
                        onSuccess: () => {
                          setConfirming(false);
                          showToast({ color: 'green', message: `${name} desconectado` });
                          connectButton.current?.focus();
                        },
                      })
                    }
                  >
                    Sim, desconectar
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => {
                      setConfirming(false);
                      requestAnimationFrame(() => connectButton.current?.focus());
                    }}
                  >
                    Cancelar
                  </Button>
                </Group>
              </Stack>
            ) : null}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
