import { Alert, Button, Chip, Group, Stack, Text, Textarea } from '@mantine/core';
import { SURVEY_COMMENT_MAX, SURVEY_RATING_MAX } from '@prospecta/contracts/surveys-api';
import { useId, useState } from 'react';
import { SCALE_HINT } from '@/features/surveys/lib/survey-prompt';

const RATINGS = Array.from({ length: SURVEY_RATING_MAX + 1 }, (_, i) => String(i));

/** The question, the 0–10 scale, an optional comment; "Enviar avaliação" waits for a rating. */
export function SurveyForm(props: {
  question: string;
  pending: boolean;
  error: string | null;
  onSubmit: (answer: { rating: number; comment: string }) => void;
  onLater: () => void;
}) {
  const [rating, setRating] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const questionId = useId();
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
          <Chip.Group multiple={false} value={rating} onChange={setRating}>
            <Group gap={6} role="radiogroup" aria-labelledby={questionId} wrap="nowrap">
              {RATINGS.map((value) => (
                <Chip
                  key={value}
                  value={value}
                  size="sm"
                  radius="sm"
                  icon={null}
                  styles={{ iconWrapper: { display: 'none' } }}
                >
                  {value}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Group justify="space-between">
            <Text fz="xs" c="dimmed">
              0 · {SCALE_HINT.low}
            </Text>
            <Text fz="xs" c="dimmed">
              10 · {SCALE_HINT.high}
            </Text>
          </Group>
        </Stack>
        <Textarea
          label="Quer contar o motivo da sua nota? (opcional)"
          autosize
          minRows={2}
          maxRows={6}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
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
