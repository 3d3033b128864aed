import type { ChannelSummary } from '@client-admin/contracts/channels';
import { DiagnosticsDialog } from '../diagnostics/diagnostics-dialog';
import { ChannelFiltersDialog } from '../filters/channel-filters-dialog';
import { CloneChannelDialog } from './clone-channel-dialog';
import { PauseChannelDialog } from './pause-channel-dialog';
import type { ChannelAction } from './channel-row-actions';
import { TestLeadDialog } from './test-lead-dialog';

export interface OpenDialog {
  action: Exclude<ChannelAction, 'unpause'>;
  channel: ChannelSummary;
}

/** The dialog a row action opens. */
export function ChannelActionDialog({ open, onClose }: { open: OpenDialog; onClose: () => void }) {
  const { action, channel } = open;
  switch (action) {
    case 'filters':
      return <ChannelFiltersDialog channel={channel} onClose={onClose} />;
    case 'pause':
      return <PauseChannelDialog channel={channel} onClose={onClose} />;
    case 'clone':
      return <CloneChannelDialog channel={channel} onClose={onClose} />;
    case 'testLead':
      return <TestLeadDialog channel={channel} onClose={onClose} />;
    case 'diagnostics':
      return <DiagnosticsDialog channel={channel} onClose={onClose} />;
  }
}
