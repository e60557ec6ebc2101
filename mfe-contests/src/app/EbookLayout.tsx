import { Outlet } from '@mindset/shared-ui';
import styled from 'styled-components';
import { EbookFooter } from '../components/EbookFooter';
import { EbookHeader } from '../components/EbookHeader';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  > main {
    flex: 1;
  }
`;

/** /ebook and /ebook/download are drawn without the shell's marketing chrome, in the ebook's own. */
export function EbookLayout() {
  return (
    <Page>
      <EbookHeader />
      <Outlet />
      <EbookFooter />
    </Page>
  );
}
