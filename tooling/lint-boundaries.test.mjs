// Proves each boundary rule in eslint.config.js fails: every fixture below breaks one rule, linted as if it
// stood at the path given, and must be reported by that rule. Run by `npm run check`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { rootDir } from './areas.mjs';

const eslint = new ESLint({ cwd: rootDir });

/** Rule ids ESLint reports for `code` placed at `filePath` (relative to the repository root). */
async function violations(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: `${rootDir}/${filePath}` });
  return result.messages.map((message) => message.ruleId);
}

const fixtures = [
  {
    rule: 'a remote never imports another remote',
    file: 'mfe-learning/src/features/modules/fixture.ts',
    code: "import { contests } from '../../../../mfe-contests/src/data/contests.data';\nexport const all = contests;\n",
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: 'a remote never imports the shell',
    file: 'mfe-collab/src/components/fixture.ts',
    code: "import { areaMounts } from '../../../shell/src/app/routeTable';\nexport const mounts = areaMounts;\n",
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: 'a feature never imports another feature',
    file: 'mfe-community/src/features/feed/fixture.ts',
    code: "import { ProfileScreen } from '../profile/ProfileScreen';\nexport const screen = ProfileScreen;\n",
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: 'shared code never imports a feature (imports go one way)',
    file: 'mfe-community/src/components/fixture.ts',
    code: "import { FeedScreen } from '../features/feed/FeedScreen';\nexport const screen = FeedScreen;\n",
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: 'shared-ui never imports an area',
    file: 'shared-ui/src/components/fixture.ts',
    code: "import { areaMounts } from '../../../shell/src/app/routeTable';\nexport const mounts = areaMounts;\n",
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: 'services never import front-end code',
    file: 'payment-service/src/fixture.ts',
    code: "import { theme } from '../../shared-ui/src/theme/theme';\nexport const colours = theme.colors;\n",
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: 'member-contract imports nothing of the project',
    file: 'member-contract/src/fixture.ts',
    code: "import { httpError } from '../../service-kit/src/http';\nexport const fail = httpError;\n",
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: 'member-contract imports no front-end code either',
    file: 'member-contract/src/fixture.ts',
    code: "import { theme } from '../../shared-ui/src/theme/theme';\nexport const colours = theme.colors;\n",
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: 'React Router only through shared-ui',
    file: 'mfe-marketing/src/components/fixture.tsx',
    code: 'import { Link } from \'react-router\';\nexport const HomeLink = () => <Link to="/">Home</Link>;\n',
    expected: 'no-restricted-imports',
  },
  {
    rule: "member-service: SQL only in a concept's store.ts",
    file: 'member-service/src/posts/fixture.ts',
    code: "export async function count(db: { query(sql: string): Promise<unknown[]> }) {\n  return db.query('SELECT 1');\n}\n",
    expected: 'no-restricted-syntax',
  },
  {
    rule: "member-service: a concept never imports another concept's routes",
    file: 'member-service/src/chat/fixture.ts',
    code: "import { postRoutes } from '../posts/routes';\nexport const routes = postRoutes;\n",
    expected: 'no-restricted-imports',
  },
];

for (const { rule, file, code, expected } of fixtures) {
  test(`boundary: ${rule}`, async () => {
    assert.ok((await violations(file, code)).includes(expected), `${file} should break ${expected}`);
  });
}

test('boundary: the same import inside its own area passes', async () => {
  const allowed = "import { contests } from '../../data/contests.data';\nexport const all = contests;\n";
  assert.deepEqual(await violations('mfe-contests/src/features/events/fixture.ts', allowed), []);
});
