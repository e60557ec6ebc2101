import type { ReactNode } from 'react';
import styled from 'styled-components';

const Notice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * What a reader without JavaScript cannot do on a prerendered page, said where the control is
 * (decision 0165). A browser running scripts never shows it, so the page's layout does not change.
 */
export function ScriptNotice({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <Notice>{children}</Notice>
    </noscript>
  );
}
