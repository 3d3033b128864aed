import type { MouseEvent } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

export interface SectionLink {
  id: string;
  title: string;
}

/** The editor's table of contents, beside the form on wide screens. */
export function SectionNav({ sections }: { sections: readonly SectionLink[] }) {
  return (
    <Paper
      component="nav"
      aria-label="Channel sections"
      variant="outlined"
      sx={{ position: 'sticky', top: 80, display: { xs: 'none', md: 'block' } }}
    >
      <List dense>
        {sections.map((section) => (
          // A list holds list items only: each link in its own <li> (issue 36).
          <ListItem key={section.id} disablePadding>
            <ListItemButton
              component="a"
              href={`#${section.id}`}
              onClick={(event: MouseEvent) => {
                // The router owns the URL; scrolling is all a section link needs.
                event.preventDefault();
                document.getElementById(section.id)?.scrollIntoView({ behavior: 'smooth' });
              }}
            >
              <ListItemText primary={section.title} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
