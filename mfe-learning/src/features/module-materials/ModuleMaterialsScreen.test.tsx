import { screen } from '@testing-library/react';
import { renderApp, resetVisitor } from '../../test/renderApp';

describe('/modules/:moduleId/materials', { timeout: 30_000 }, () => {
  beforeEach(resetVisitor);

  it("is where Download Materials leads as a plain form, before the page's script runs or without it", () => {
    renderApp('/modules/1');
    const form = screen.getByRole('button', { name: 'Download Materials' }).closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/modules/1/materials');
  });

  it('shows the module workbook as the download has it, with the button and a way back', () => {
    renderApp('/modules/2/materials');
    expect(screen.getByRole('heading', { level: 1, name: 'Module 2 Materials' })).toBeInTheDocument();
    const workbook = screen.getByRole('figure', { name: 'module-2-goal-crystallization-protocol-workbook.md' });
    expect(workbook).toHaveTextContent('# Module 2: Goal Crystallization Protocol - Workbook');
    expect(workbook).toHaveTextContent('## Quick start guide');
    expect(screen.getByRole('button', { name: 'Download Materials' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Module 2/ })).toHaveAttribute('href', '/modules/2');
  });

  it('says a module without materials was not found', () => {
    renderApp('/modules/999/materials');
    expect(screen.getByRole('heading', { level: 1, name: 'Module not found' })).toBeInTheDocument();
  });
});
