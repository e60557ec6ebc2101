import styled from 'styled-components';

/** Lets a wide studio table scroll sideways on a phone instead of widening the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;

/** The studio's lists (members, support requests, the audit log): one row a record, muted headings. */
export const StudioTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  td {
    overflow-wrap: anywhere;
  }
`;
