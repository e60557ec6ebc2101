import type { FormEvent } from 'react';
import { Button, saveFile, toast, type ButtonStyleProps } from '@mindset/shared-ui';
import styled from 'styled-components';
import { materialsPath } from '../data/catalog';
import type { Module, ModuleDetail } from '../data/types';
import { buildModuleWorkbook } from './moduleWorkbook';

/** Adds nothing to the layout: the button sits where the form is. */
const Form = styled.form`
  display: contents;
`;

interface DownloadMaterialsButtonProps extends ButtonStyleProps {
  module: Module;
  detail: ModuleDetail;
}

/**
 * Download Materials: saves the module's workbook (see moduleWorkbook) and says so. The workbook is
 * built in the browser, so the button sends a form: a press before the page's script has run (its
 * HTML is prerendered) or without JavaScript opens the workbook's own page, where it can be read,
 * printed or saved.
 */
export function DownloadMaterialsButton({ module, detail, ...buttonStyle }: DownloadMaterialsButtonProps) {
  const download = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const workbook = buildModuleWorkbook(module, detail);
    saveFile(workbook.filename, new Blob([workbook.text], { type: 'text/markdown;charset=utf-8' }));
    toast({ title: 'Materials downloaded', description: workbook.filename, variant: 'success' });
  };

  return (
    <Form method="get" action={materialsPath(module.id)} onSubmit={download}>
      <Button {...buttonStyle} type="submit">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 3v12m0 0l-5-5m5 5l5-5M4 19h16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Download Materials
      </Button>
    </Form>
  );
}
