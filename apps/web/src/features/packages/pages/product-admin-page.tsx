import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { AppLink } from '../../../lib/app-link';

const AREAS = [
  {
    title: 'Feature Flags',
    href: paths.productAdminFlags(),
    text: 'Defaults, carrier, client type and client rules, and their audit.',
  },
];

/** /product-admin: the product tools (packages arrive in a later release). */
export default function ProductAdminPage() {
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Product Admin
      </Typography>
      <Grid container spacing={2}>
        {AREAS.map((area) => (
          <Grid key={area.href} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={AppLink} href={area.href} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {area.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {area.text}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
