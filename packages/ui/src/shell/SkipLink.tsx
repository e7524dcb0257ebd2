import { useState, type CSSProperties } from 'react';
import { Anchor } from '@mantine/core';
import { t } from '../i18n';

// Off screen until it has the focus (the first Tab of a page), then in the top left corner.
const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};
const shown: CSSProperties = {
  position: 'fixed',
  top: 8,
  left: 8,
  zIndex: 1000,
  padding: '8px 12px',
  background: 'var(--mantine-color-body)',
  border: '2px solid var(--mantine-primary-color-filled)',
  borderRadius: 4,
};

/**
 * 'Skip to main content': the first stop of the Tab order, so a keyboard user reaches the screen's
 * own controls without passing the top bar and the whole sidebar. It moves the focus to `target`
 * (focusable with tabIndex -1) without changing the address.
 */
export function SkipLink({ target }: { target: string }) {
  const [focused, setFocused] = useState(false);
  return (
    <Anchor
      href={`#${target}`}
      style={focused ? shown : hidden}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      {t('nav.skipToContent')}
    </Anchor>
  );
}
