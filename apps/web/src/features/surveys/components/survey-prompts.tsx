import { Modal } from '@mantine/core';
import type { ShowVoucherResponse } from '@prospecta/contracts/surveys-api';
import type { MeResponse } from '@prospecta/contracts/user';
import { useEffect, useState } from 'react';
import { useCreateSurvey } from '@/features/surveys/api/create-survey';
import { useSurveyOffer } from '@/features/surveys/api/get-survey-offer';
import { useVoucherOffer } from '@/features/surveys/api/get-voucher-offer';
import { usePostponeSurvey } from '@/features/surveys/api/postpone-survey';
import { useRescueVoucher } from '@/features/surveys/api/rescue-voucher';
import { SurveyForm } from '@/features/surveys/components/survey-form';
import { VoucherGift } from '@/features/surveys/components/voucher-gift';
import {
  answerFailureMessage,
  asksSurveyAt,
  mayAskSurvey,
  voucherFailureMessage,
  voucherState,
} from '@/features/surveys/lib/survey-prompt';
import type { ApiError } from '@/lib/api-errors';
import { modalSlot } from '@/lib/modal-slot';

type Prompt = 'voucher' | 'survey';

/**
 * The satisfaction survey (NPS) and the voucher gift that may follow it (spec admin §2–§4), one at a time in the
 * modal slot's "survey" place: opened on the lists root when the server says so and no other prompt is open.
 * A prompt that finds the slot taken waits for the next visit (a reload or a new sign-in), so two prompts never
 * follow each other. Closing the survey is "agora não" (7 days); closing the gift keeps it for the next visit.
 */
export function SurveyPrompts({ user, pathname }: { user: MeResponse | undefined; pathname: string }) {
  const wanted = mayAskSurvey(user) && asksSurveyAt(pathname);
  const voucher = useVoucherOffer(wanted);
  const survey = useSurveyOffer(wanted);
  const [open, setOpen] = useState<Prompt | null>(null);
  // The gift as it was offered: kept through the rescue, whose success clears the offer.
  const [gift, setGift] = useState<ShowVoucherResponse['voucher']>(null);
  // Shown, answered, put off or crowded out in this visit: not opened again by a cached offer.
  const [done, setDone] = useState<Set<Prompt>>(() => new Set());
  const create = useCreateSurvey();
  const postpone = usePostponeSurvey();
  const rescue = useRescueVoucher();

  const next: Prompt | null =
    !wanted || open
      ? null
      : voucher.data?.show && !done.has('voucher')
        ? 'voucher'
        : survey.data?.show && !done.has('survey')
          ? 'survey'
          : null;
  useEffect(() => {
    if (!next) return;
    if (modalSlot.request('survey')) {
      if (next === 'voucher') setGift(voucher.data?.voucher ?? null);
      setOpen(next);
    } else setDone((d) => new Set(d).add(next));
  }, [next, voucher.data]);
  useEffect(() => () => modalSlot.release('survey'), []);

  const close = () => {
    if (open) setDone((d) => new Set(d).add(open));
    setOpen(null);
    modalSlot.release('survey');
  };
  const later = () => {
    if (!create.isSuccess) postpone.mutate();
    close();
  };

  return (
    <>
      <Modal
        opened={open === 'survey'}
        onClose={later}
        title="Sua opinião sobre o Prospecta"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Fechar e responder outro dia' }}
      >
        <SurveyForm
          question={survey.data?.question.text ?? ''}
          pending={create.isPending}
          error={create.isError ? answerFailureMessage(create.error as ApiError) : null}
          onLater={later}
          onSubmit={({ rating, comment }) => {
            const question = survey.data?.question;
            if (!question) return;
            create.mutate(
              { type: question.type, question_id: question.id, rating, comment },
              { onSuccess: close },
            );
          }}
        />
      </Modal>
      <Modal
        opened={open === 'voucher'}
        onClose={close}
        title="Um presente para você"
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {gift ? (
          <VoucherGift
            amount={gift.amount}
            validDays={gift.valid_days}
            state={voucherState(rescue)}
            result={rescue.data}
            error={rescue.isError ? voucherFailureMessage(rescue.error as ApiError) : null}
            onRescue={() => rescue.mutate(gift.survey_id)}
            onClose={close}
          />
        ) : null}
      </Modal>
    </>
  );
}
