import type { ReactNode } from 'react';
import { TitledSection } from '../../../../components/titled-section';

/** One titled part of the channel editor; the section nav links to its id. */
export function EditorSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <TitledSection id={id} title={title}>
      {children}
    </TitledSection>
  );
}
