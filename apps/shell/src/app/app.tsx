import { AppProviders } from '@gateway/ui/app-providers';
import { StatusGate } from './status/status-gate.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteSwitch } from './routes/route-switch.tsx';
import { PreferenceCookies } from './preference-cookies.tsx';

/** The console: theme + toasts, then the status gate, the chrome and the routed page. */
export function App() {
  return (
    <AppProviders>
      <PreferenceCookies />
      <StatusGate>
        <AppLayout>
          <RouteSwitch />
        </AppLayout>
      </StatusGate>
    </AppProviders>
  );
}
