import { INTAKE_MESSAGES as M } from '@client-admin/domain/lead-flow/intake-messages';
import { EditorSection } from '../editor/editor-section';
import { ChannelDiagnostics } from './channel-diagnostics';

/** The channel editor's answer to "Why am I not getting leads?". */
export function DiagnosticsSection({ channelId }: { channelId: number }) {
  return (
    <EditorSection id="diagnostics" title={M.diagnosticsTitle}>
      <ChannelDiagnostics channelId={channelId} />
    </EditorSection>
  );
}
