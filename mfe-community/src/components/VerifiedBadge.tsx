import styled from 'styled-components';

const Mark = styled.svg`
  flex: none;
  color: ${({ theme }) => theme.colors.info};
`;

/** The blue tick of a verified member, with its meaning for screen readers. */
export function VerifiedBadge({ size = 16 }: { size?: number }) {
  return (
    <Mark width={size} height={size} viewBox="0 0 24 24" role="img" aria-label="Verified">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path
        d="M7 12.5l3.2 3.2L17 9"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Mark>
  );
}
