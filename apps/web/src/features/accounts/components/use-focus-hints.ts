import { useEffect, useRef, useState } from 'react';

/**
 * Whether a password field's rule hints show: from focus until the field is left. Hiding the hints
 * shifts the form, so while a pointer is down (the press on the submit button that blurred the field)
 * they wait for its release, and the press still lands on the button.
 */
export function useFocusHints(inputId: string): {
  focused: boolean;
  onFocus: () => void;
  onBlur: () => void;
} {
  const [focused, setFocused] = useState(false);
  const pointerDown = useRef(false);
  useEffect(() => {
    const down = () => {
      pointerDown.current = true;
    };
    const up = () => {
      pointerDown.current = false;
    };
    window.addEventListener('pointerdown', down, true);
    window.addEventListener('pointerup', up, true);
    return () => {
      window.removeEventListener('pointerdown', down, true);
      window.removeEventListener('pointerup', up, true);
    };
  }, []);
  const onBlur = () => {
    const hide = () => {
      if (document.activeElement?.id !== inputId) setFocused(false);
    };
    if (pointerDown.current)
      window.addEventListener('pointerup', () => window.setTimeout(hide), { once: true });
    else hide();
  };
  return { focused, onFocus: () => setFocused(true), onBlur };
}
