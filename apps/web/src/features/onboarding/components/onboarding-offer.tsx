import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { firstName } from '@prospecta/contracts/text-case';
import type { MeResponse } from '@prospecta/contracts/user';
import { useEffect, useState } from 'react';
import { useCreateOnboarding } from '@/features/onboarding/api/create-onboarding';
import { useOnboardingOffer } from '@/features/onboarding/api/get-onboarding-offer';
import { useRememberOnboardingLater } from '@/features/onboarding/api/remember-onboarding-later';
import { OnboardingScheduleForm } from '@/features/onboarding/components/onboarding-schedule-form';
import {
  mayBeOffered,
  NOT_NEEDED_REQUEST,
  offersOnboardingAt,
} from '@/features/onboarding/lib/onboarding-offer';
import { modalSlot } from '@/lib/modal-slot';

/**
 * The guided onboarding offered once to a new customer user (spec admin §2–§4): scheduled with the account's
 * CS, "agora não, lembrar depois" (12 hours; closing the dialog says the same) or "não preciso". It opens only
 * on a landing screen and only when no other prompt holds the modal slot.
 */
export function OnboardingOffer({ user, pathname }: { user: MeResponse | undefined; pathname: string }) {
  const wanted = mayBeOffered(user) && offersOnboardingAt(pathname);
  const offer = useOnboardingOffer(wanted);
  const [open, setOpen] = useState(false);
  // Once answered or put off, not reopened by an offer still cached as `show` (the answer is on its way).
  const [dismissed, setDismissed] = useState(false);
  const [step, setStep] = useState<'choose' | 'schedule'>('choose');
  const create = useCreateOnboarding();
  const later = useRememberOnboardingLater();

  const show = wanted && !dismissed && offer.data?.show === true;
  useEffect(() => {
    if (show && !open && modalSlot.request('onboarding')) setOpen(true);
  }, [show, open]);
  // Leaving the app's frame (sign-out) gives the slot back.
  useEffect(() => () => modalSlot.release('onboarding'), []);

  const close = () => {
    setDismissed(true);
    setOpen(false);
    setStep('choose');
    modalSlot.release('onboarding');
  };
  const remindLater = () => {
    if (user && !create.isSuccess) later.mutate(user.id);
    close();
  };
  const cs = offer.data?.cs ?? null;
  const busy = create.isPending;

  return (
    <Modal
      opened={open}
      onClose={remindLater}
      title={step === 'choose' ? 'Que tal um onboarding guiado?' : 'Agendar o onboarding'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fechar e lembrar depois' }}
    >
      {step === 'choose' ? (
        <Stack gap="md">
          <Text>
            Olá, {firstName(user?.name)}! Em uma conversa de cerca de 30 minutos,{' '}
            {cs
              ? `${cs.name}, do nosso time de sucesso do cliente,`
              : 'alguém do nosso time de sucesso do cliente'}{' '}
            mostra como encontrar as empresas certas, organizar suas listas e enviá-las para a sua planilha ou
            CRM.
          </Text>
          <Text c="dimmed" fz="sm">
            É sem custo. Você escolhe o dia e o período, e combinamos o horário por e-mail.
          </Text>
          {create.isError ? (
            <Alert color="red" role="alert">
              {create.error.message}
            </Alert>
          ) : null}
          <Stack gap="xs">
            <Button onClick={() => setStep('schedule')} disabled={busy} data-autofocus>
              Quero agendar
            </Button>
            <Button variant="default" onClick={remindLater} disabled={busy}>
              Agora não, lembrar depois
            </Button>
            <Button
              variant="subtle"
              color="gray"
              loading={busy}
              onClick={() => create.mutate(NOT_NEEDED_REQUEST, { onSuccess: close })}
            >
              Não preciso
            </Button>
          </Stack>
        </Stack>
      ) : (
        <OnboardingScheduleForm
          csName={cs?.name ?? null}
          pending={busy}
          serverError={create.isError ? create.error.message : null}
          onBack={() => {
            create.reset();
            setStep('choose');
          }}
          onSubmit={(request) => create.mutate(request, { onSuccess: close })}
        />
      )}
    </Modal>
  );
}
