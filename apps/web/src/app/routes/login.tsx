import { Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconKey, IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { PageLoader } from '@/components/ui/page-loader';
import { meQueryOptions, useMe } from '@/features/auth/api/get-me';
import { CodeLoginForm } from '@/features/auth/components/code-login-form';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { PasswordLoginForm } from '@/features/auth/components/password-login-form';
import { decideLoginEntry, isStaffRole } from '@/lib/access-rules';
import { queryClient } from '@/lib/query-client';
import {
  clearOfflineCaches,
  forgetPathAfterSignOut,
  resetNoCreditsWarnings,
  showLoginNotices,
  signOut,
} from '@/lib/session';
import { REDIRECT_AFTER_LOGIN_KEY, redirectTargetAfterLogin, STORAGE_PREFIX } from '@/lib/session-rules';
import { useSearchParams } from '@/lib/use-search-params';
import { useSessionToken } from '@/lib/use-session';

const RELOADED_KEY = `${STORAGE_PREFIX}login-reloaded`;
type Mode = 'password' | 'code' | 'forgot';

const titles: Record<Mode, { title: string; subtitle: string }> = {
  password: { title: 'Entrar no Prospecta', subtitle: 'Use seu e-mail e senha para acessar sua conta.' },
  code: { title: 'Entrar com código', subtitle: 'Sem senha: receba um código de acesso no seu e-mail.' },
  forgot: { title: 'Esqueci minha senha', subtitle: 'Vamos ajudar você a criar uma nova senha.' },
};

export function LoginRoute() {
  const [params] = useSearchParams();
  const token = useSessionToken();
  const navigate = useNavigate();
  // An invitation's link (`?modo=codigo&email=…`) opens the code form with the e-mail filled in: a newcomer has
  // no password yet.
  const [mode, setMode] = useState<Mode>(params.get('modo') === 'codigo' ? 'code' : 'password');
  const [email, setEmail] = useState(params.get('email') ?? '');
  // Set once this screen signs the user in and navigates itself; the token-based redirect then stays quiet.
  const [leaving, setLeaving] = useState(false);
  // Signed in already: who it is decides where "back into the app" is (staff: /admin).
  const me = useMe();
  const entry = decideLoginEntry({
    hasToken: token !== null,
    engageLink: params.get('engage_link'),
    alreadyReloaded: sessionStorage.getItem(RELOADED_KEY) === '1',
    remembered: sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY),
    isStaff: me.data ? isStaffRole(me.data.role) : false,
    linkEmail: params.get('email'),
    signedInEmail: me.data?.email ?? null,
  });

  useEffect(() => {
    if (entry.type === 'clear-and-reload') {
      resetNoCreditsWarnings();
      queryClient.clear();
      sessionStorage.setItem(RELOADED_KEY, '1');
      // The IndexedDB stores are emptied before the reload so a closing page cannot abort it.
      void clearOfflineCaches().then(() => window.location.reload());
    } else if (entry.type === 'show-form') {
      resetNoCreditsWarnings();
      forgetPathAfterSignOut();
      // What the user was told on the way here ("Senha alterada…", "Sua sessão foi encerrada!…"): the
      // reload above wiped the toast, so it is shown again now, for its full time.
      showLoginNotices();
    }
  }, [entry.type]);

  async function onSignedIn() {
    const remembered = sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
    sessionStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
    sessionStorage.removeItem(RELOADED_KEY);
    setLeaving(true);
    // The app reads the user next anyway: read now, it says whether this is staff (who start at /admin).
    const user = await queryClient.fetchQuery(meQueryOptions()).catch(() => null);
    navigate(redirectTargetAfterLogin(remembered, user ? isStaffRole(user.role) : false), { replace: true });
  }

  if (entry.type === 'other-user') {
    return (
      <OtherUserSignedIn
        linkEmail={entry.linkEmail}
        signedInEmail={entry.signedInEmail}
        onSwitch={() => signOut(`${window.location.pathname}${window.location.search}`)}
        onStay={() => navigate(redirectTargetAfterLogin(null, me.data ? isStaffRole(me.data.role) : false))}
      />
    );
  }
  if (entry.type === 'redirect') {
    return leaving || me.isPending ? <PageLoader /> : <Navigate to={entry.to} replace />;
  }
  if (entry.type === 'clear-and-reload' || leaving) return <PageLoader />;

  return (
    <AuthLayout title={titles[mode].title} subtitle={titles[mode].subtitle}>
      {mode === 'password' && (
        <PasswordLoginForm
          email={email}
          onEmailChange={setEmail}
          onForgotPassword={() => setMode('forgot')}
          onUseCode={() => setMode('code')}
          onSuccess={onSignedIn}
        />
      )}
      {mode === 'code' && <CodeLoginForm email={email} onEmailChange={setEmail} onSuccess={onSignedIn} />}
      {mode === 'forgot' && <ForgotPasswordForm email={email} onEmailChange={setEmail} />}
      <Divider my="lg" label="ou" labelPosition="center" />
      <Stack gap="xs">
        {mode === 'password' ? (
          <Button
            variant="default"
            size="md"
            fullWidth
            leftSection={<IconKey size={18} />}
            onClick={() => setMode('code')}
          >
            Entrar com código
          </Button>
        ) : (
          <Button
            variant="default"
            size="md"
            fullWidth
            leftSection={<IconLock size={18} />}
            onClick={() => setMode('password')}
          >
            Entrar com e-mail e senha
          </Button>
        )}
        {mode === 'forgot' && (
          <Text ta="center" fz="sm" c="dimmed">
            Lembrou a senha?{' '}
            <Anchor component="button" type="button" fz="sm" onClick={() => setMode('password')}>
              <IconArrowLeft size={12} /> Voltar ao login
            </Anchor>
          </Text>
        )}
      </Stack>
    </AuthLayout>
  );
}

/**
 * An invitation's link opened in a browser signed in as someone else (a manager trying the link sent to a new
 * seller, a shared computer): which of the two goes on is asked, never taken silently into the open session.
 */
function OtherUserSignedIn(props: {
  linkEmail: string;
  signedInEmail: string;
  onSwitch: () => void;
  onStay: () => void;
}) {
  // The choice takes the keyboard, as the form would.
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <AuthLayout title="Você já está conectado" subtitle="Este link de acesso é para outra pessoa.">
      <Stack gap="md">
        <Text fz="sm">
          O link é para entrar como <b>{props.linkEmail}</b>, mas este navegador está conectado como{' '}
          <b>{props.signedInEmail}</b>.
        </Text>
        <Button ref={first} size="md" fullWidth onClick={props.onSwitch}>
          Sair e entrar com este link
        </Button>
        <Button variant="default" size="md" fullWidth onClick={props.onStay}>
          Continuar conectado
        </Button>
      </Stack>
    </AuthLayout>
  );
}
