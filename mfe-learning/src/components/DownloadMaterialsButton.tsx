import { Button, toast, type ButtonStyleProps } from '@mindset/shared-ui';
import type { Module, ModuleDetail } from '../data/types';
import { buildModuleWorkbook } from './moduleWorkbook';

function saveTextFile(filename: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the browser must have started the download first.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

interface DownloadMaterialsButtonProps extends ButtonStyleProps {
  module: Module;
  detail: ModuleDetail;
}

/** Download Materials: saves the module's workbook (see moduleWorkbook) and says so. */
export function DownloadMaterialsButton({ module, detail, ...buttonStyle }: DownloadMaterialsButtonProps) {
  const download = () => {
    const workbook = buildModuleWorkbook(module, detail);
    saveTextFile(workbook.filename, workbook.text, 'text/markdown;charset=utf-8');
    toast({ title: 'Materials downloaded', description: workbook.filename, variant: 'success' });
  };

  return (
    <Button {...buttonStyle} onClick={download}>
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
  );
}
