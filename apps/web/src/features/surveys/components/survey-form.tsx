import { Alert, Button, Chip, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { SURVEY_COMMENT_MAX, SURVEY_RATING_MAX } from '@prospecta/contracts/surveys-api';
import { useId, useState } from 'react';
import { SCALE_WIDE_MIN } from '@/features/surveys/lib/survey-prompt';

const RATINGS = Array.from({ length: SURVEY_RATING_MAX + 1 }, (_, i) => String(i));

/**
 * The question, the 0–10 scale, an optional comment; "Enviar avaliação" waits for a rating. The scale is a
 * grid of 11 equal cells, one row when the dialog is wide enough, two (0–5, 6–10) on a phone; the cells are
 * native radios of one name, so the group is one Tab stop and the arrow keys move the choice.
 */
export function SurveyForm(props: {
  question: string;
  /** The scale's words at 0 and at 10 (`SCALE_HINTS` of the survey's type). */
  hints: { low: string; high: string };
  pending: boolean;
  error: string | null;
  onSubmit: (answer: { rating: number; comment: string }) => void;
  onLater: () => void;
  /** Whether a rating was chosen or a comment typed (the dialog then keeps it on Escape). */
  onTouched: (touched: boolean) => void;
}) {
  const [rating, setRating] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const questionId = useId();
  const groupName = useId();
  const tooLong = comment.trim().length > SURVEY_COMMENT_MAX;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (rating !== null && !tooLong && !props.pending)
          props.onSubmit({ rating: Number(rating), comment: comment.trim() });
      }}
    >
      <Stack gap="md">
        <Text fw={600} id={questionId}>
          {props.question}
        </Text>
        <Stack gap={4}>
          <Chip.Group
            multiple={false}
            value={rating}
            onChange={(value) => {
              setRating(value);
              props.onTouched(true);
            }}
          >
            <SimpleGrid
              type="container"
              cols={{ base: 6, [`${SCALE_WIDE_MIN}px`]: RATINGS.length }}
              spacing={6}
              verticalSpacing={6}
              role="radiogroup"
              aria-labelledby={questionId}
              data-testid="survey-scale"
            >
              {RATINGS.map((value) => (
                <Chip
                  key={value}
                  value={value}
                  name={groupName}
                  size="sm"
                  radius="sm"
                  icon={null}
                  styles={{
                    root: { minWidth: 0 },
                    iconWrapper: { display: 'none' },
                    label: { width: '100%', justifyContent: 'center', paddingInline: 0 },
                  }}
                >
                  {value}
                </Chip>
              ))}
            </SimpleGrid>
          </Chip.Group>
          <Group justify="space-between" gap="xs">
            <Text fz="xs" c="dimmed">
              0 · {props.hints.low}
            </Text>
            <Text fz="xs" c="dimmed">
              10 · {props.hints.high}
            </Text>
          </Group>
        </Stack>
        <Textarea
          label="Quer contar o motivo da sua nota? (opcional)"
          autosize
          minRows={2}
          maxRows={6}
          value={comment}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setComment(text);
            props.onTouched(rating !== null || text.trim() !== '');
          }}
          error={tooLong ? `O comentário pode ter até ${SURVEY_COMMENT_MAX} caracteres.` : null}
        />
        {props.error ? (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onLater} disabled={props.pending}>
            Agora não
          </Button>
          <Button type="submit" loading={props.pending} disabled={rating === null || tooLong}>
            Enviar avaliação
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
