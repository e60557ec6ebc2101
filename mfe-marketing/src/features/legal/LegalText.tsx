import styled from 'styled-components';

const Placeholder = styled.mark`
  background: ${({ theme }) => theme.colors.warningSoft};
  color: #6b4a06;
  padding: 0 0.25rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px dashed #b7791f;
`;

/** Text whose bracketed parts ("[Company address]") are placeholders still to be filled, so they stand out. */
export function LegalText({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\[[^\]]+\])/).map((part, index) =>
        /^\[[^\]]+\]$/.test(part) ? (
          <Placeholder key={index} title="Not yet published">
            {part}
          </Placeholder>
        ) : (
          part
        ),
      )}
    </>
  );
}
