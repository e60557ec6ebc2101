import { useParams } from '@mindset/shared-ui';
import styled from 'styled-components';
import { BackLink } from '../../components/BackLink';
import { DownloadMaterialsButton } from '../../components/DownloadMaterialsButton';
import { ModuleNotFoundScreen } from '../../components/MissingContentScreen';
import { buildModuleWorkbook } from '../../components/moduleWorkbook';
import { Page } from '../../components/Page';
import { findModule, findModuleDetail } from '../../data/catalog';

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  max-width: 50rem;
  margin-bottom: ${({ theme }) => theme.space.xl};
  h1,
  p {
    margin: 0;
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 50rem;
  margin: 0;
  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The workbook as its file has it: plain text, wrapped to the page. */
const Workbook = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/**
 * /modules/:moduleId/materials: the module's workbook on a page of its own. Download Materials leads
 * here when it is pressed before the page's script has run or without JavaScript; with it, the
 * same button saves the workbook as a file.
 */
export function ModuleMaterialsScreen() {
  const { moduleId } = useParams();
  const module = findModule(moduleId);
  const detail = findModuleDetail(moduleId);

  if (!module || !detail) {
    return <ModuleNotFoundScreen />;
  }
  const workbook = buildModuleWorkbook(module, detail);
  return (
    <Page>
      <BackLink to={`/modules/${module.id}`}>{`Back to Module ${module.number}: ${module.title}`}</BackLink>
      <Header>
        <h1>{`Module ${module.number} Materials`}</h1>
        <Lead>
          Every worksheet and exercise of {module.title} in one workbook. Download it as a file, or print or save this
          page.
        </Lead>
        <DownloadMaterialsButton module={module} detail={detail} $variant="outline" />
      </Header>
      <Figure aria-labelledby="materials-file">
        <figcaption id="materials-file">{workbook.filename}</figcaption>
        <Workbook>{workbook.text}</Workbook>
      </Figure>
    </Page>
  );
}
