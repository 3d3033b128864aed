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

describe('feature walls', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await lint(
      'apps/web/src/features/clients/components/wall-probe.ts',
      "export { getChannels } from '../../channels/api/get-channels';\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature imports no other feature')]);
  });

  it('lets a feature import its own files and lib', async () => {
    const errors = await lint(
      'apps/web/src/features/channels/components/wall-probe.ts',
      "export { getChannels } from '../api/get-channels';\nexport { api } from '../../../lib/http';\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses shared components importing a feature', async () => {
    const errors = await lint(
      'apps/web/src/components/schedule/wall-probe.ts',
      "export { getChannels } from '../../features/channels/api/get-channels';\n",
    );
    expect(errors).toEqual([expect.stringContaining('Shared UI imports no feature')]);
  });

  it('refuses lib/ importing shared components', async () => {
    const errors = await lint(
      'apps/web/src/lib/wall-probe.ts',
      "export { Spinner } from '../components/plain/spinner';\n",
    );
    expect(errors).toEqual([expect.stringContaining('lib/ imports no shared UI')]);
  });

  it('lets shared components import lib/', async () => {
    const errors = await lint(
      'apps/web/src/components/wall-probe.ts',
      "export { api } from '../lib/http';\n",
    );
    expect(errors).toEqual([]);
  });

  it('lets app/ compose features', async () => {
    const errors = await lint(
      'apps/web/src/app/wall-probe.ts',
      "export { getChannels } from '../features/channels/api/get-channels';\n",
    );
    expect(errors).toEqual([]);
  });
});
