import { render } from '@testing-library/react';
import { MemoryRouter } from '@mindset/shared-ui/testing';
import { MindsetThemeProvider, Toaster, useToastStore } from '@mindset/shared-ui';
import App from '../app/App';
import { useLearningStore } from '../store/learningStore';

/** The learning area at a path, as the shell draws it (theme, router, toaster). */
export function appAt(path: string) {
  return (
    <MindsetThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <Toaster />
      </MemoryRouter>
    </MindsetThemeProvider>
  );
}

/** Renders the learning area at a path, as the shell would. */
export function renderApp(path: string) {
  return render(appAt(path));
}

/** A new visitor: nothing ticked, completed or noted, no toast showing. */
export function resetVisitor() {
  useLearningStore.setState({ lessons: {}, memberId: null, unsaved: [], parked: {}, saveStatus: { state: 'idle' } });
  window.localStorage.clear();
  useToastStore.getState().dismiss();
}
