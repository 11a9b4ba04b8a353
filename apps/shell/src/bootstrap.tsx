import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Button from '@mui/material/Button';
import OutlinedInput from '@mui/material/OutlinedInput';
import InputLabel from '@mui/material/InputLabel';
import FormControl from '@mui/material/FormControl';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { login: 'Sign in' } } } });

function Login() {
  const { t } = useTranslation();
  return (
    <>
      <AppBar position="static"><Toolbar><Typography>Gateway</Typography></Toolbar></AppBar>
      <Card sx={{ maxWidth: 400, m: 'auto', mt: 4 }}><CardContent>
        <FormControl fullWidth><InputLabel htmlFor="u">User</InputLabel><OutlinedInput id="u" label="User" /></FormControl>
        <FormControl fullWidth sx={{ mt: 2 }}><InputLabel htmlFor="p">Password</InputLabel><OutlinedInput id="p" type="password" label="Password" /></FormControl>
        <Button variant="contained" sx={{ mt: 2 }}>{t('login')}</Button>
      </CardContent></Card>
    </>
  );
}
const router = createBrowserRouter([{ path: '*', element: <Login /> }]);
createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={createTheme()}><CssBaseline /><RouterProvider router={router} /></ThemeProvider>,
);
