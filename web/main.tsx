import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startAnalytics } from './lib/analytics';
import { publicConfig } from './lib/public-config';

startAnalytics(publicConfig.gaMeasurementId);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
