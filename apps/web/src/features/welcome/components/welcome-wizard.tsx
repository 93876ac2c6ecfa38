import { Alert, Button, Card, Grid, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import type { QueryContext } from '@prospecta/contracts/query-rules';
import { WELCOME_QUESTIONS, type WelcomeAnswers } from '@prospecta/contracts/welcome-api';
import { IconArrowLeft, IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useInsertWelcomeAnswers } from '@/features/welcome/api/insert-welcome-answers';
import { QuestionOptions } from '@/features/welcome/components/question-options';
import { WelcomeSummary } from '@/features/welcome/components/welcome-summary';
import {
  clearAnswer,
  toggleAnswer,
  toggleAnswerGroup,
  welcomeSearchHref,
} from '@/features/welcome/lib/welcome-answers';
import { QUESTION_TEXTS, stepDescription } from '@/features/welcome/lib/welcome-view';

const LAST_STEP = WELCOME_QUESTIONS.length - 1;

/** The four questions, one a step, the summary beside them; "Ver minha busca" saves and opens the search. */
export function WelcomeWizard({ initial, context }: { initial: WelcomeAnswers; context: QueryContext }) {
  const [answers, setAnswers] = useState(initial);
  const [active, setActive] = useState(0);
  const insert = useInsertWelcomeAnswers();
  const navigate = useNavigate();
  const titleId = useId();
  const question = WELCOME_QUESTIONS[active] ?? WELCOME_QUESTIONS[0];
  const { key } = question;
  const skipping = insert.isPending && insert.variables?.skipped === true;
  const saving = insert.isPending && !skipping;

  const finish = () =>
    insert.mutate(
      { answers },
      { onSuccess: (saved) => navigate(welcomeSearchHref(saved.answers ?? answers), { replace: true }) },
    );
  const skip = () =>
    insert.mutate(
      { skipped: true },
      { onSuccess: () => navigate(paths.search.getHref(), { replace: true }) },
    );

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Card p="xl">
          <Stack gap="lg">
            <Stepper
              active={active}
              onStepClick={setActive}
              size="sm"
              labelPosition="bottom"
              aria-label="Perguntas"
            >
              {WELCOME_QUESTIONS.map((q) => (
                <Stepper.Step
                  key={q.key}
                  label={QUESTION_TEXTS[q.key].step}
                  description={stepDescription(q.key, answers[q.key])}
                />
              ))}
            </Stepper>
            {/* One region for every step, so a screen reader hears the new question after "Próximo". */}
            <Stack gap={2} aria-live="polite">
              <Text fz="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
                Pergunta {active + 1} de {WELCOME_QUESTIONS.length}
              </Text>
              <Title order={2} fz="xl" id={titleId}>
                {question.title}
              </Title>
            </Stack>
            <Group justify="space-between" gap="xs" mt={-8} wrap="nowrap" mih={26}>
              <Text fz="sm" c="dimmed">
                {QUESTION_TEXTS[key].hint}
              </Text>
              {answers[key].length > 0 ? (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  style={{ flexShrink: 0 }}
                  onClick={() => setAnswers((a) => clearAnswer(a, key))}
                >
                  Limpar escolhas
                </Button>
              ) : null}
            </Group>
            <QuestionOptions
              questionKey={key}
              selected={answers[key]}
              labelledBy={titleId}
              onToggle={(value) => setAnswers((a) => toggleAnswer(a, key, value))}
              onToggleGroup={(values) => setAnswers((a) => toggleAnswerGroup(a, key, values))}
            />
            {insert.error ? (
              <Alert color="red" role="alert" title="Não foi possível salvar suas respostas">
                {insert.error.message}
              </Alert>
            ) : null}
            <Group justify="space-between">
              <Button variant="subtle" color="gray" onClick={skip} loading={skipping} disabled={saving}>
                Pular
              </Button>
              <Group gap="sm">
                <Button
                  variant="default"
                  leftSection={<IconArrowLeft size={16} />}
                  onClick={() => setActive((step) => step - 1)}
                  disabled={active === 0 || insert.isPending}
                >
                  Voltar
                </Button>
                {active === LAST_STEP ? (
                  <Button
                    leftSection={<IconSearch size={16} />}
                    onClick={finish}
                    loading={saving}
                    disabled={skipping}
                  >
                    Ver minha busca
                  </Button>
                ) : (
                  <Button
                    rightSection={<IconArrowRight size={16} />}
                    onClick={() => setActive((step) => step + 1)}
                    disabled={insert.isPending}
                  >
                    Próximo
                  </Button>
                )}
              </Group>
            </Group>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <WelcomeSummary answers={answers} context={context} />
      </Grid.Col>
    </Grid>
  );
}
