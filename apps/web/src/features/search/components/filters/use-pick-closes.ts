import { useState } from 'react';

/**
 * The CNAE and Município boxes' dropdown, closed once an option is picked (Enter or a click): the box clears
 * the text typed on a pick, and the dropdown left open listed every option from the top, as if the pick had
 * been undone. Typing again, a click or ↓ opens it.
 */
export function usePickCloses() {
  const [opened, setOpened] = useState(false);
  return {
    dropdownOpened: opened,
    onDropdownOpen: () => setOpened(true),
    onDropdownClose: () => setOpened(false),
    onOptionSubmit: () => setOpened(false),
  };
}
