import styled from 'styled-components';

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  letter-spacing: 0.01em;
  color: inherit;
`;

/** Read out but not drawn on the narrowest phones, where a header needs the room for its buttons. */
const NarrowPhoneHidden = styled.span`
  @media (max-width: 389.98px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

/** The brand mark: a rising arc over a base line, drawn inline so it costs no request. */
export function BrandLogo({
  compact = false,
  compactOnNarrowPhones = false,
}: {
  compact?: boolean;
  compactOnNarrowPhones?: boolean;
}) {
  const word = compactOnNarrowPhones ? <NarrowPhoneHidden>Mindset</NarrowPhoneHidden> : <span>Mindset</span>;
  return (
    <Mark>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="#1d2b53" />
        <path
          d="M8 21c2.5-6 5.5-9 8-9s5.5 3 8 9"
          fill="none"
          stroke="#d4a94e"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <circle cx="16" cy="9" r="2.5" fill="#d4a94e" />
      </svg>
      {compact ? <span className="sr-only">Mindset Platform</span> : word}
    </Mark>
  );
}
