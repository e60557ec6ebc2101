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
  color: ${({ theme }) => theme.colors.accent};
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

/** The not-found screen of the spec; the shell shows it for unknown paths, remotes for unknown sub-paths. */
export function NotFoundScreen() {
  const navigate = useNavigate();
  return (
    <Wrapper as="main" id="main">
      <Code aria-hidden="true">404</Code>
      <h1>Page Not Found</h1>
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
