import { Button, type ButtonProps } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { MouseEvent, ReactNode } from 'react';
import { LOOK_ALIKE_ERROR } from '@/features/company/api/get-look-alike';
import { showToast } from '@/lib/notify';

/**
 * Asks `find` for similar companies and hands their CNPJs to `onFound` (the screen opens them as a search);
 * none found (`emptyMessage`) or a failure is said in a toast.
 */
export function SimilarSearchButton({
  find,
  onFound,
  emptyMessage = 'Nenhuma empresa parecida encontrada.',
  children,
  onClick,
  ...button
}: ButtonProps & {
  /** A wrapping Tooltip hands its own handlers down, a click among them: both run. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  find: () => Promise<string[]>;
  onFound: (cnpjs: string[]) => void;
  emptyMessage?: string;
  children: ReactNode;
}) {
  const similar = useMutation({
    mutationFn: find,
    onSuccess: (cnpjs) => {
      if (cnpjs.length > 0) onFound(cnpjs);
      else showToast({ color: 'yellow', message: emptyMessage });
    },
    onError: () => showToast({ color: 'red', message: LOOK_ALIKE_ERROR }),
  });
  return (
    <Button
      leftSection={<IconSparkles size={16} />}
      {...button}
      loading={similar.isPending}
      onClick={(event) => {
        onClick?.(event);
        similar.mutate();
      }}
    >
      {children}
    </Button>
  );
}
