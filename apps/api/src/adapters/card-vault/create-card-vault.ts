import type { CardVaultConfig } from '../../config';
import type { Database } from '../../db/database';
import { createAuthnetCardVault } from './authnet-card-vault';
import type { CardVault } from './card-vault';
import { createSandboxCardVault } from './sandbox-card-vault';

/** Authorize.Net when its settings are given (AUTHNET_*), else the embedded sandbox vault. */
export function createCardVault(config: CardVaultConfig, db: Database): CardVault {
  return config.kind === 'authnet'
    ? createAuthnetCardVault(config.settings)
    : createSandboxCardVault(db);
}
