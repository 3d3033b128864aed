import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

export interface PageTab<V extends string> {
  value: V;
  label: string;
}

interface UrlTabsPageProps<V extends string> {
  title: string;
  /** Prefix of the tabs' and the panel's ids, which tie them together for screen readers. */
  idPrefix: string;
  tabsLabel: string;
  tabs: readonly PageTab<V>[];
  /** The tab shown, read from the URL's `tab`. */
  tab: V;
  /** The tab shown when the URL names none: choosing it clears `tab` from the URL. */
  defaultTab: V;
  /** The shown tab's panel. */
  children: ReactNode;
}

/** A page of tabs whose chosen tab is the URL's `tab` search value, so it can be linked to. */
export function UrlTabsPage<V extends string>(props: UrlTabsPageProps<V>) {
  const { idPrefix, tab } = props;
  const navigate = useNavigate();
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1">
        {props.title}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          aria-label={props.tabsLabel}
          onChange={(_event, value: V) =>
            void navigate({
              to: '.',
              // Any route's page: its own search type (a `tab` of its TABS) is the check.
              search: (value === props.defaultTab ? {} : { tab: value }) as never,
              replace: true,
            })
          }
        >
          {props.tabs.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={t.label}
              id={`${idPrefix}-tab-${t.value}`}
              aria-controls={`${idPrefix}-panel-${t.value}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id={`${idPrefix}-panel-${tab}`}
        aria-labelledby={`${idPrefix}-tab-${tab}`}
      >
        {props.children}
      </Box>
    </Stack>
  );
}
