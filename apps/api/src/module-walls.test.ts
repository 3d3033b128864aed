import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const WALL = 'A module imports another only through its public file';

describe('API module walls', () => {
  it("refuses a module importing another module's repository or service", async () => {
    const repository = await lint(
      'apps/api/src/modules/consent/wall-probe.ts',
      "export { updateClient } from '../clients/clients.repository';\n",
    );
    expect(repository).toEqual([expect.stringContaining(WALL)]);
    const service = await lint(
      'apps/api/src/modules/lead-flow/routing/wall-probe.ts',
      "export { cardCharge } from '../../billing/ledger.service';\n",
    );
    expect(service).toEqual([expect.stringContaining(WALL)]);
  });

  it("lets a module import another's public file, and its own files", async () => {
    const errors = await lint(
      'apps/api/src/modules/reactivation/wall-probe.ts',
      [
        "export { cardCharge } from '../billing/billing.public';",
        "export { insertLog } from './reactivation.repository';",
      ].join('\n') + '\n',
    );
    expect(errors).toEqual([]);
  });

  it('lets tests set up through other modules, and the app compose them', async () => {
    const test = await lint(
      'apps/api/src/modules/reactivation/wall-probe.test.ts',
      "export { addSandboxCard } from '../billing/cards/cards-test-helpers';\n",
    );
    expect(test).toEqual([]);
    const app = await lint(
      'apps/api/src/wall-probe.ts',
      "export { billingRoutes } from './modules/billing/billing.routes';\n",
    );
    expect(app).toEqual([]);
  });
});
