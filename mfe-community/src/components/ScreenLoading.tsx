import styled from 'styled-components';

/** Holds a screen's place while its code arrives, so the page below does not jump. */
export const ScreenLoading = styled.div.attrs({ role: 'status', 'aria-busy': true, 'aria-label': 'Loading' })`
  min-height: 60vh;
`;
