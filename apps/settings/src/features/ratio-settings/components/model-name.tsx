import Typography from '@mui/material/Typography';

/** A model name as the relay matches it: monospace, wrapped anywhere. */
export function ModelName({ name }: { name: string }) {
  return (
    <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
      {name}
    </Typography>
  );
}
