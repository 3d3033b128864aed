import type { ComponentType } from 'react';

/**
 * What the support page takes from other features, composed in app/ (a feature imports no other
 * feature): the clients feature's picker, for staff who have no client open.
 */
export interface SupportParts {
  ClientPicker: ComponentType<{ onPick: (clientId: number) => void }>;
}
