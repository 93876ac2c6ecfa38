import { Modal } from '@mantine/core';
import type { ShowVoucherResponse } from '@prospecta/contracts/surveys-api';
import type { MeResponse } from '@prospecta/contracts/user';
import { useEffect, useRef, useState } from 'react';
import { useCreateSurvey } from '@/features/surveys/api/create-survey';
import { useSurveyOffer } from '@/features/surveys/api/get-survey-offer';
import { useVoucherOffer } from '@/features/surveys/api/get-voucher-offer';
import { usePostponeSurvey } from '@/features/surveys/api/postpone-survey';
import { useRescueVoucher } from '@/features/surveys/api/rescue-voucher';
import { SurveyForm } from '@/features/surveys/components/survey-form';
import { VoucherGift } from '@/features/surveys/components/voucher-gift';
import {
  alreadyRescuedMessage,
  answerFailureMessage,
  asksSurveyAt,
  isAlreadyRescued,
  mayAskSurvey,
  SCALE_HINTS,
  surveyDismissal,
  voucherFailureMessage,
  voucherState,
} from '@/features/surveys/lib/survey-prompt';
import type { ApiError } from '@/lib/api-errors';
import { modalSlot } from '@/lib/modal-slot';
import { showToast } from '@/lib/notify';
import { clearTreeSeen, treeSeen } from '@/lib/tree-survey';

type Prompt = 'voucher' | 'survey' | 'tree';

/**
 * The satisfaction survey (NPS) and the voucher gift that may follow it (spec admin §2–§4), one at a time in the
 * modal slot's "survey" place: opened on the lists root when the server says so and no other prompt is open.
 * A prompt that finds the slot taken waits for the next visit (a reload or a new sign-in), so two prompts never
 * follow each other. Closing the untouched survey is "agora não" (7 days); once a rating is chosen or a comment
 * typed, Escape and a click outside keep it open and × closes it for this visit only (`surveyDismissal`).
 * Closing the gift keeps it for the next visit. "Enviar avaliação" and "Resgatar" send one request each,
 * whatever the clicks: a ref holds before React re-renders the button as loading.
 * The relationship tree's short survey is asked the same way, only of a user who has seen a company's group as a
 * tree (`lib/tree-survey`), and only in a visit that offered neither the gift nor the NPS: one prompt a visit.
 */
export function SurveyPrompts({ user, pathname }: { user: MeResponse | undefined; pathname: string }) {
  const wanted = mayAskSurvey(user) && asksSurveyAt(pathname);
  const voucher = useVoucherOffer(wanted);
  const survey = useSurveyOffer('nps', wanted);
  const treeWanted = wanted && treeSeen();
  const tree = useSurveyOffer('relationship_tree', treeWanted);
  const [open, setOpen] = useState<Prompt | null>(null);
  // The gift as it was offered: kept through the rescue, whose success clears the offer.
  const [gift, setGift] = useState<ShowVoucherResponse['voucher']>(null);
  // Shown, answered, put off or crowded out in this visit: not opened again by a cached offer.
  const [done, setDone] = useState<Set<Prompt>>(() => new Set());
  const create = useCreateSurvey();
  const postpone = usePostponeSurvey();
  const rescue = useRescueVoucher();
  const [touched, setTouched] = useState(false);
  const dismissal = surveyDismissal(touched);
  // In flight: set before the first await, so a second click in the same frame sends nothing.
  const sending = useRef(false);
  const rescuing = useRef(false);

  const next: Prompt | null =
    !wanted || open
      ? null
      : voucher.data?.show && !done.has('voucher')
        ? 'voucher'
        : survey.data?.show && !done.has('survey')
          ? 'survey'
          : tree.data?.show && done.size === 0 && !voucher.isPending && !survey.isPending
            ? 'tree'
            : null;
  useEffect(() => {
    if (!next) return;
    if (modalSlot.request('survey')) {
      if (next === 'voucher') setGift(voucher.data?.voucher ?? null);
      setOpen(next);
    } else setDone((d) => new Set(d).add(next));
  }, [next, voucher.data]);
  useEffect(() => () => modalSlot.release('survey'), []);
  // Not due (the first week, answered in the last 180 days, put off): the mark waits for another tree.
  useEffect(() => {
    if (tree.data && !tree.data.show) clearTreeSeen();
  }, [tree.data]);
  const asked = open === 'tree' ? tree : survey;

  const close = () => {
    if (open) setDone((d) => new Set(d).add(open));
    setOpen(null);
    modalSlot.release('survey');
  };
  const later = () => {
    if (!create.isSuccess) postpone.mutate(open === 'tree' ? 'relationship_tree' : 'nps');
    if (open === 'tree') clearTreeSeen();
    close();
  };
  const closeSurvey = () => (dismissal.closePostpones ? later() : close());

  const answer = async ({ rating, comment }: { rating: number; comment: string }) => {
    const question = asked.data?.question;
    if (!question || sending.current) return;
    sending.current = true;
    try {
      await create.mutateAsync({ type: question.type, question_id: question.id, rating, comment });
      if (question.type === 'relationship_tree') clearTreeSeen();
      close();
    } catch {
      // Shown in the dialog from the mutation's state.
    } finally {
      sending.current = false;
    }
  };

  const rescueGift = async (surveyId: string, amount: number) => {
    if (rescuing.current) return;
    rescuing.current = true;
    try {
      await rescue.mutateAsync(surveyId);
    } catch (error) {
      if (isAlreadyRescued(error as ApiError)) {
        showToast({ color: 'green', message: alreadyRescuedMessage(amount) });
        close();
      }
    } finally {
      rescuing.current = false;
    }
  };

  return (
    <>
      <Modal
        opened={open === 'survey' || open === 'tree'}
        onClose={closeSurvey}
        closeOnEscape={dismissal.escapeCloses}
        closeOnClickOutside={dismissal.outsideCloses}
        title={
          open === 'tree' ? 'Sua opinião sobre a árvore de relacionamentos' : 'Sua opinião sobre o Prospecta'
        }
        size="lg"
        closeButtonProps={{
          'aria-label': dismissal.closePostpones ? 'Fechar e responder outro dia' : 'Fechar',
        }}
      >
        <SurveyForm
          question={asked.data?.question.text ?? ''}
          hints={SCALE_HINTS[open === 'tree' ? 'relationship_tree' : 'nps']}
          pending={create.isPending}
          error={create.isError ? answerFailureMessage(create.error as ApiError) : null}
          onLater={later}
          onTouched={setTouched}
          onSubmit={(value) => void answer(value)}
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
            onRescue={() => void rescueGift(gift.survey_id, gift.amount)}
            onClose={close}
          />
        ) : null}
      </Modal>
    </>
  );
}
