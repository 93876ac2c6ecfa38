import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ContactSalesReason } from '@prospecta/contracts/sales-signals-api';
import type { MeResponse } from '@prospecta/contracts/user';
import { IconHeadset } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useContactSales } from '@/features/plans/api/plans';
import { planErrorToast } from '@/features/plans/lib/plan-errors';
import { useContactSalesModal } from '@/features/sales-signals/api/get-contact-sales-modal';
import { trackEvent } from '@/features/sales-signals/api/track-event';
import { useUpgradeVisit } from '@/features/sales-signals/hooks/use-upgrade-visit';
import {
  createShownThisVisit,
  mayAskContactSales,
  OFFER_TEXTS,
} from '@/features/sales-signals/lib/contact-sales-offer';
import { modalSlot } from '@/lib/modal-slot';
import { showToast } from '@/lib/notify';

const SLOT = 'contact_and_sales_modal';
// Once a visit (this run of the app), per user.
const shownThisVisit = createShownThisVisit();

/**
 * The contact-and-sales offer (spec admin §2, §7.4): an owner or a manager whose account ran into a wall (the
 * export credits, the seats) or followed an upgrade link is offered a consultant once, on a later screen, when
 * no other prompt holds the modal slot. "Quero falar com um consultor" sends the plans' request with a message
 * saying why; "Agora não" (Esc, ×) puts it off, which the server remembers. Also records the upgrade links
 * followed (`useUpgradeVisit`).
 */
export function ContactSalesOffer({ user, pathname }: { user: MeResponse | undefined; pathname: string }) {
  useUpgradeVisit(user, pathname);
  const wanted = mayAskContactSales(user, pathname, shownThisVisit.has);
  const offer = useContactSalesModal(pathname, wanted);
  const contact = useContactSales();
  const [reason, setReason] = useState<ContactSalesReason | null>(null);
  const answered = useRef(false);

  const due = wanted && offer.data?.show === true ? offer.data.reason : null;
  useEffect(() => {
    if (!due || !user || reason !== null || !modalSlot.request(SLOT)) return;
    shownThisVisit.add(user.id);
    answered.current = false;
    setReason(due);
    trackEvent('contact_sales_modal_shown', OFFER_TEXTS[due].title);
  }, [due, user, reason]);
  // Leaving the app's frame (sign-out) gives the slot back.
  useEffect(() => () => modalSlot.release(SLOT), []);

  const close = () => {
    setReason(null);
    modalSlot.release(SLOT);
  };
  const putOff = () => {
    if (contact.isPending) return;
    if (!answered.current) trackEvent('contact_sales_modal_dismissed');
    close();
  };
  const ask = () => {
    if (!reason) return;
    contact.mutate(
      { message: OFFER_TEXTS[reason].message },
      {
        onSuccess: (answer) => {
          answered.current = true;
          showToast({ color: 'green', message: answer.message });
          close();
        },
        // As the plans screen: a wait (429, already received) in yellow, anything else in red; the offer stays.
        onError: (error) => showToast(planErrorToast(error)),
      },
    );
  };

  const text = reason ? OFFER_TEXTS[reason] : null;
  return (
    <Modal
      opened={reason !== null}
      onClose={putOff}
      title={text?.title}
      size={520}
      centered
      closeButtonProps={{ 'aria-label': 'Agora não' }}
    >
      <Stack gap="md" data-testid="contact-sales-offer">
        <IconHeadset size={40} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
        <Text>{text?.text}</Text>
        <Text fz="sm" c="dimmed">
          Um consultor do Prospecta entra em contato com você pelo seu e-mail, sem compromisso.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={putOff} disabled={contact.isPending}>
            Agora não
          </Button>
          <Button onClick={ask} loading={contact.isPending} data-autofocus>
            Quero falar com um consultor
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
