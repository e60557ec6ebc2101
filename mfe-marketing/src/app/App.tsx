import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { NotFoundScreen, usePageHead, Route, Routes } from '@mindset/shared-ui';
import HomeScreen from '../features/home/HomeScreen';
import { routesMeta } from './routes.meta';

// Home is the performance-critical landing page and ships in the first chunk; every other screen
// loads on demand so it adds nothing to what the home page downloads and parses.
const JoinScreen = lazy(() => import('../features/join/JoinScreen'));
const AboutScreen = lazy(() => import('../features/about/AboutScreen'));
const SupportScreen = lazy(() => import('../features/support/SupportScreen'));
const LegalIndexScreen = lazy(() => import('../features/legal/LegalIndexScreen'));
const LegalDocumentScreen = lazy(() => import('../features/legal/LegalDocumentScreen'));
const SignInScreen = lazy(() => import('../features/signin/SignInScreen'));
const ResetPasswordScreen = lazy(() => import('../features/signin/ResetPasswordScreen'));
const PurchasesScreen = lazy(() => import('../features/purchases/PurchasesScreen'));
const CookieConsentPanel = lazy(() => import('../features/cookie-consent/CookieConsentPanel'));

/** Holds the page's height while a screen's code arrives, so the footer does not jump. */
const ScreenPlaceholder = styled.main`
  min-height: 100vh;
`;

/** The marketing area: renders the paths it owns (federated as ./App). */
export default function App() {
  usePageHead(routesMeta);
  return (
    <Suspense fallback={<ScreenPlaceholder id="main" aria-busy="true" />}>
      <Routes>
        <Route path="/" element={<HomeScreen />} />
        <Route path="/join" element={<JoinScreen />} />
        <Route path="/signin" element={<SignInScreen />} />
        <Route path="/signin/reset" element={<ResetPasswordScreen />} />
        <Route path="/purchases" element={<PurchasesScreen />} />
        <Route path="/about" element={<AboutScreen />} />
        <Route path="/support" element={<SupportScreen />} />
        <Route path="/legal" element={<LegalIndexScreen />} />
        <Route path="/legal/privacy" element={<LegalDocumentScreen documentId="privacy" />} />
        <Route path="/legal/terms" element={<LegalDocumentScreen documentId="terms" />} />
        <Route
          path="/legal/cookies"
          element={
            <LegalDocumentScreen documentId="cookies">
              <CookieConsentPanel />
            </LegalDocumentScreen>
          }
        />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </Suspense>
  );
}
