import { format } from 'date-fns';
import { useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, Cluster, Panel, toast, useHydrated } from '@mindset/shared-ui';
import { optionalCookieCategories, strictlyNecessaryCategory } from './cookieCategories.data';
import { CookieSettingsDialog } from './CookieSettingsDialog';
import { noOptionalCookies, useCookieConsentStore, type CookieConsent } from './cookieConsentStore';

const Notice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Categories = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

function describeConsent(consent: CookieConsent | null): string {
  if (!consent) return 'You have not made a choice yet, so we only use strictly necessary cookies.';
  const when = format(new Date(consent.decidedAt), 'd MMMM yyyy');
  const allowed = optionalCookieCategories.filter((category) => consent.choices[category.id]);
  if (allowed.length === optionalCookieCategories.length) return `You accepted all cookies on ${when}.`;
  if (allowed.length === 0) return `You chose strictly necessary cookies only on ${when}.`;
  const names = ['strictly necessary', ...allowed.map((category) => category.title.toLowerCase())];
  return `You allowed ${names.slice(0, -1).join(', ')} and ${names.at(-1)} cookies on ${when}.`;
}

/**
 * The cookie page's Cookie Settings and Accept All, with the visitor's current choice shown back.
 * /legal/cookies arrives as server HTML (decision 0180): the choice is read through the consent store's
 * hook, so the HTML and the hydrating render say no choice was made and the stored one follows; the
 * buttons, which only the script can serve, wait for it.
 */
export default function CookieConsentPanel() {
  const consent = useCookieConsentStore((state) => state.consent);
  const acceptAll = useCookieConsentStore((state) => state.acceptAll);
  const saveChoices = useCookieConsentStore((state) => state.saveChoices);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const hydrated = useHydrated();
  const choices = consent?.choices ?? noOptionalCookies;

  return (
    <Panel as="section" $tone="accent" $gap="md" $flush aria-labelledby="cookie-choice-title">
      <h2 id="cookie-choice-title">Your cookie choice</h2>
      <p role="status">{describeConsent(consent)}</p>
      <Categories aria-label="Cookie categories">
        <li>
          {strictlyNecessaryCategory.title}
          <Badge $tone="success">Always on</Badge>
        </li>
        {optionalCookieCategories.map((category) => (
          <li key={category.id}>
            {category.title}
            <Badge $tone={choices[category.id] ? 'success' : 'neutral'}>
              {choices[category.id] ? 'Allowed' : 'Off'}
            </Badge>
          </li>
        ))}
      </Categories>
      <Cluster>
        <Button $variant="outline" disabled={!hydrated} onClick={() => setSettingsOpen(true)}>
          Cookie Settings
        </Button>
        <Button
          $variant="accent"
          disabled={!hydrated}
          onClick={() => {
            acceptAll();
            toast({
              title: 'All cookies accepted',
              description: 'You can change this at any time.',
              variant: 'success',
            });
          }}
        >
          Accept All
        </Button>
      </Cluster>
      {/* A browser running scripts never shows it, so the layout does not change (decision 0165). */}
      <noscript>
        <Notice>Choosing cookies needs JavaScript. Without it, we only use strictly necessary cookies.</Notice>
      </noscript>
      {settingsOpen ? (
        <CookieSettingsDialog
          initialChoices={choices}
          onClose={() => setSettingsOpen(false)}
          onSave={(saved) => {
            saveChoices(saved);
            setSettingsOpen(false);
            toast({ title: 'Cookie preferences saved', variant: 'success' });
          }}
        />
      ) : null}
    </Panel>
  );
}
