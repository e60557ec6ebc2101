import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@mindset/shared-ui/testing';
import { MindsetThemeProvider, Toaster, useSessionStore, useToastStore, useLocation } from '@mindset/shared-ui';
import App from '../app/App';
import { useContestProgressStore } from '../features/survey/contestProgressStore';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** Renders the whole remote at a URL, as the shell would, with the toast region of the page. */
export function renderApp(url: string) {
  const user = userEvent.setup();
  const view = render(
    <MindsetThemeProvider>
      <MemoryRouter initialEntries={[url]}>
        <App />
        <LocationProbe />
        <Toaster />
      </MemoryRouter>
    </MindsetThemeProvider>,
  );
  return { user, ...view };
}

/** Stores are module singletons: every test starts from nothing. */
export function resetStores() {
  useToastStore.setState({ current: null });
  useContestProgressStore.setState({ byContest: {} });
  useSessionStore.setState({ status: 'guest', member: null });
}

/** A promise the test settles itself, to observe a busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
