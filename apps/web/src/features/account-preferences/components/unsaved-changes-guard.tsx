import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { paths } from '@/config/paths';

/**
 * While `when` holds (the form has changes not saved), leaving is asked first: another screen or tab of the
 * control panel (a dialog offers to stay or to leave without saving), and closing or reloading the page (the
 * browser's own question). A session that ends still goes to /login unasked.
 */
export function UnsavedChangesGuard({
  when,
  message = 'Você alterou as preferências da conta e ainda não salvou. Se sair agora, as alterações se perdem.',
}: {
  when: boolean;
  /** What is lost (another form of the control panel says its own). */
  message?: string;
}) {
  // Back and Forward (POP) are not asked: React Router undoes a blocked POP by stepping the history again,
  // which after a "Sair sem salvar" sent a later Back to the screen left (the browser's own Back is the user
  // leaving on purpose; a reload or closing the tab still asks).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      when &&
      historyAction !== 'POP' &&
      nextLocation.pathname !== currentLocation.pathname &&
      nextLocation.pathname !== paths.login.getHref(),
  );
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Sair sem salvar?"
      centered
    >
      <Stack gap="md">
        <Text fz="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            Continuar editando
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Sair sem salvar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
