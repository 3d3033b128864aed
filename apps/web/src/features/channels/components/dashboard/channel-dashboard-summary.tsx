import type { ChannelDashboard } from '@client-admin/contracts/channels';
import { PRODUCT_TABS } from '../list/product-filter';
import { AttentionChannelList } from './attention-channel-list';
import styles from './channel-dashboard-summary.module.css';
import { CountStat } from './count-stat';
import { ProductChannelStat } from './product-channel-stat';

/** Active of total per product, paused and incomplete counts, and what needs attention. */
export function ChannelDashboardSummary({
  clientId,
  dashboard,
}: {
  clientId: number;
  dashboard: ChannelDashboard;
}) {
  const product = (productTypeId?: number) =>
    dashboard.products.find((p) => p.productTypeId === productTypeId) ?? { total: 0, active: 0 };
  return (
    <div className={styles.summary}>
      <div className={styles.stats}>
        {PRODUCT_TABS.filter((tab) => tab.productTypeId !== undefined).map((tab) => (
          <div key={tab.value} className={styles.product}>
            <ProductChannelStat label={tab.label} {...product(tab.productTypeId)} />
          </div>
        ))}
        <div>
          <CountStat label="Paused" count={dashboard.paused} />
        </div>
        <div>
          <CountStat label="Incomplete" count={dashboard.incomplete} />
        </div>
      </div>
      <AttentionChannelList clientId={clientId} channels={dashboard.needsAttention} />
    </div>
  );
}
