import type { ReactNode } from 'react';
import { Surface } from '../../../components/plain/surface';
import text from '../../../components/plain/text.module.css';
import styles from './summary-card.module.css';

interface SummaryCardProps {
  title: string;
  children: ReactNode;
}

export function SummaryCard({ title, children }: SummaryCardProps) {
  return (
    <Surface as="section" aria-label={title} cardContent className={styles.card}>
      <h2 className={`${text.overline} ${text.secondary}`}>{title}</h2>
      <div className={text.h6}>{children}</div>
    </Surface>
  );
}
