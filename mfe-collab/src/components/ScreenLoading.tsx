import styled from 'styled-components';

/** Holds a screen's place while what it shows is on its way, so nothing jumps. */
export const ScreenLoading = styled.div.attrs({ role: 'status', 'aria-busy': true, 'aria-label': 'Loading' })`
  min-height: 50vh;
`;
