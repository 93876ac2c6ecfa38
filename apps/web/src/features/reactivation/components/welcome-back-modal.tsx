import { Button, Modal, Stack, Text } from '@mantine/core';
import { giftSummary } from '@prospecta/contracts/reactivation-api';
import { firstName } from '@prospecta/contracts/text-case';
import type { MeResponse } from '@prospecta/contracts/user';
import { IconGift } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useClaimWelcomeBack } from '@/features/reactivation/api/claim-welcome-back';
import { useWelcomeBack } from '@/features/reactivation/api/get-welcome-back';
import {
  claimLaterNote,
  createPutOffGifts,
  mayAskWelcomeBack,
} from '@/features/reactivation/lib/welcome-back';
import { formatDate } from '@/lib/format';
import { modalSlot } from '@/lib/modal-slot';
import { showToast } from '@/lib/notify';

// The gifts put off in this run of the app (× or Escape): a reload or the next sign-in shows them again.
const putOffGifts = createPutOffGifts();

/**
 * The welcome-back gift (spec core §1–§3, admin §2–§4): a user of an account staff gave a reactivation token
 * meets it on a route change, when no other prompt holds the modal slot. Its one button claims the credits for
 * the account (once: a colleague's click first leaves nothing to claim), tells the server it was seen and
 * closes. Closed with × or Escape it is not claimed and not shown again until a reload or the next sign-in.
 */
export function WelcomeBackModal({ user, pathname }: { user: MeResponse | undefined; pathname: string }) {
  const wanted = mayAskWelcomeBack(user, pathname);
  const gift = useWelcomeBack(wanted);
  const claim = useClaimWelcomeBack();
  const [open, setOpen] = useState(false);
  const event = gift.data?.event ?? null;
  const dealOwner = gift.data?.deal_owner ?? null;

  const putOff = user !== undefined && event !== null && putOffGifts.has(user.id, event.reactivation_token);
  const show = wanted && !putOff && gift.data?.show === true && !claim.isSuccess;
  useEffect(() => {
    if (show && !open && modalSlot.request('reactivation_and_reengagement_modal')) setOpen(true);
  }, [show, open]);
  // Leaving the app's frame (sign-out) gives the slot back.
  useEffect(() => () => modalSlot.release('reactivation_and_reengagement_modal'), []);

  const close = () => {
    setOpen(false);
    modalSlot.release('reactivation_and_reengagement_modal');
  };
  const putItOff = () => {
    if (claim.isPending) return;
    if (user && event) putOffGifts.add(user.id, event.reactivation_token);
    close();
  };
  const redeem = () =>
    claim.mutate(event ? { reactivation_token: event.reactivation_token } : {}, {
      onSuccess: ({ message }) => showToast({ color: 'green', title: 'Presente resgatado', message }),
      // A colleague claimed it first, or it ran out: the server says which; nothing is left to claim.
      onError: (error) => showToast({ color: 'yellow', message: error.message }),
      onSettled: close,
    });

  return (
    <Modal
      opened={open}
      onClose={putItOff}
      title="Bem-vindo de volta!"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar sem resgatar agora' }}
    >
      <Stack gap="md" data-testid="welcome-back">
        <IconGift size={40} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
        <Text>
          Que bom ter você de volta, {firstName(user?.name)}! Para retomar as suas prospecções, a sua conta
          ganhou <strong>{giftSummary(event?.credits ?? 0, event?.valid_days)}</strong>.
        </Text>
        <Text fz="sm" c="dimmed">
          O presente é da conta: ao resgatar, os créditos ficam disponíveis para toda a equipe, e os{' '}
          {event?.valid_days} dias contam a partir de agora.
          {dealOwner
            ? ` Se precisar de ajuda, fale com ${dealOwner.name} (${dealOwner.email}), do nosso time de sucesso do cliente.`
            : ''}{' '}
          {claimLaterNote(event?.claim_until, formatDate)}
        </Text>
        <Button onClick={redeem} loading={claim.isPending} data-autofocus>
          Resgatar meus créditos
        </Button>
      </Stack>
    </Modal>
  );
}
