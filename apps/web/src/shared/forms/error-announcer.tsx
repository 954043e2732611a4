import { useState } from 'react';

interface FieldState {
  errors?: string[];
}

/**
 * Field errors appear inline (antd) and are read out by screen readers through one live region:
 * pass `onFieldsChange` to the Form and render `announcer` inside it.
 */
export function useErrorAnnouncer() {
  const [messages, setMessages] = useState<string[]>([]);
  const onFieldsChange = (_changed: unknown, all: FieldState[]) => {
    const next = all.flatMap((f) => f.errors ?? []);
    setMessages((prev) => (prev.join('\n') === next.join('\n') ? prev : next));
  };
  const announcer = (
    <div role="alert" className="k-sr-only">
      {messages.join('. ')}
    </div>
  );
  return { onFieldsChange, announcer };
}
