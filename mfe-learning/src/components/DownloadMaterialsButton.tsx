import { Button, saveFile, toast, type ButtonStyleProps } from '@mindset/shared-ui';
import type { Module, ModuleDetail } from '../data/types';
import { buildModuleWorkbook } from './moduleWorkbook';

interface DownloadMaterialsButtonProps extends ButtonStyleProps {
  module: Module;
  detail: ModuleDetail;
}

/** Download Materials: saves the module's workbook (see moduleWorkbook) and says so. */
export function DownloadMaterialsButton({ module, detail, ...buttonStyle }: DownloadMaterialsButtonProps) {
  const download = () => {
    const workbook = buildModuleWorkbook(module, detail);
    saveFile(workbook.filename, new Blob([workbook.text], { type: 'text/markdown;charset=utf-8' }));
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
