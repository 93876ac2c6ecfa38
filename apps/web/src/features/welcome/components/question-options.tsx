import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type WelcomeQuestionKey, welcomeOptions } from '@prospecta/contracts/welcome-api';
import { OptionCard } from '@/features/welcome/components/option-card';
import { statesByRegion } from '@/features/welcome/lib/welcome-view';

type Props = {
  questionKey: WelcomeQuestionKey;
  selected: readonly string[];
  /** The id of the question's title: the options' group is named by it. */
  labelledBy: string;
  onToggle: (value: string) => void;
  onToggleGroup: (values: string[]) => void;
};

const STATE_GROUPS = statesByRegion();

/** The options of one question as cards: sectors with their CNAE section letter, states by region. */
export function QuestionOptions(props: Props) {
  const { questionKey, selected, labelledBy, onToggle } = props;
  const isOn = (value: string) => selected.includes(value);
  if (questionKey === 'states') return <StatesByRegion {...props} />;
  const options = welcomeOptions(questionKey);
  const sectors = questionKey === 'sectors';
  return (
    <SimpleGrid
      role="group"
      aria-labelledby={labelledBy}
      cols={sectors ? { base: 1, sm: 2, xl: 3 } : { base: 1, sm: 2, md: 3 }}
      spacing="sm"
      verticalSpacing="sm"
    >
      {options.map((option) => (
        <OptionCard
          key={option.value}
          name={sectors ? `${option.label} (seção ${option.value})` : option.label}
          checked={isOn(option.value)}
          onToggle={() => onToggle(option.value)}
        >
          {sectors ? (
            <Badge variant="light" size="sm" radius="sm" miw={26} style={{ flexShrink: 0 }} aria-hidden>
              {option.value}
            </Badge>
          ) : null}
          <Text fz="sm" lh={1.35} fw={500}>
            {option.label}
          </Text>
        </OptionCard>
      ))}
    </SimpleGrid>
  );
}

function StatesByRegion({ selected, labelledBy, onToggle, onToggleGroup }: Props) {
  return (
    <Stack gap="md" role="group" aria-labelledby={labelledBy}>
      {STATE_GROUPS.map((group) => {
        const values = group.options.map((o) => o.value);
        const all = values.every((v) => selected.includes(v));
        const headingId = `${labelledBy}-${group.region}`;
        return (
          <Stack key={group.region} gap={6} role="group" aria-labelledby={headingId}>
            <Group gap="xs">
              <Text id={headingId} fz="sm" fw={700}>
                {group.label}
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => onToggleGroup(values)}
                aria-label={`${all ? 'Desmarcar' : 'Marcar'} todos os estados da região ${group.label}`}
              >
                {all ? 'Desmarcar todos' : 'Marcar todos'}
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 3, xl: 5 }} spacing="xs" verticalSpacing="xs">
              {group.options.map((option) => (
                <OptionCard
                  key={option.value}
                  name={`${option.label} (${option.value})`}
                  checked={selected.includes(option.value)}
                  onToggle={() => onToggle(option.value)}
                >
                  <Stack gap={0}>
                    <Text fz="sm" fw={700} lh={1.2}>
                      {option.value}
                    </Text>
                    <Text fz="xs" c="dimmed" lh={1.3}>
                      {option.label}
                    </Text>
                  </Stack>
                </OptionCard>
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
    </Stack>
  );
}
