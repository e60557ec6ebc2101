import { useEffect } from 'react';
import { useLocation } from '@mindset/shared-ui';
import { CommunitySection } from './CommunitySection';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { ProofSection } from './ProofSection';
import { scrollToSection } from '../../components/scrollToSection';

/** Spec: Home (/): hero, features, proof and community sections between the shell's header and footer. */
export default function HomeScreen() {
  const { hash } = useLocation();

  // A link such as /#proof lands on its section; the browser cannot, as the section renders after load.
  useEffect(() => {
    if (hash) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash]);

  return (
    <main id="main">
      <HeroSection />
      <FeaturesSection />
      <ProofSection />
      <CommunitySection />
    </main>
  );
}
