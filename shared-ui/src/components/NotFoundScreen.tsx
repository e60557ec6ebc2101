import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, ButtonLink } from './Button';
import { Container } from './Layout';

const Wrapper = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
  text-align: center;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Code = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 4rem;
  line-height: 1;
  /* The primary ink, not the gold accent: the number must stay readable (contrast above 4.5:1). */
  color: ${({ theme }) => theme.colors.primary};
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Suggestions = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
`;

export interface NotFoundScreenProps {
  /**
   * False inside an area's layout, which already has the page's one <main>: the screen then keeps the
   * area's header and navigation around it.
   */
  landmark?: boolean;
}

/** The not-found screen of the spec; the shell shows it for unknown paths, remotes for unknown sub-paths. */
export function NotFoundScreen({ landmark = true }: NotFoundScreenProps) {
  const navigate = useNavigate();
  return (
    <Wrapper as={landmark ? 'main' : 'section'} id={landmark ? 'main' : undefined} aria-labelledby="not-found-heading">
      <Code aria-hidden="true">404</Code>
      <h1 id="not-found-heading">Page Not Found</h1>
      <p>The page you're looking for doesn't exist or has been moved.</p>
      <Row>
        <ButtonLink to="/">Go Home</ButtonLink>
        <Button $variant="outline" onClick={() => navigate(-1)}>
          Go Back
        </Button>
      </Row>
      <Suggestions aria-label="Popular pages">
        <Link to="/modules">Training modules</Link>
        <Link to="/community">Community</Link>
        <Link to="/about">About us</Link>
      </Suggestions>
    </Wrapper>
  );
}
