import { lazy } from 'react';

// Everything behind sign-in uses antd: it loads only after sign-in, keeping the public pages lean.
export const AppLayout = lazy(() => import('../features/layout/app-layout').then((m) => ({ default: m.AppLayout })));
export const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));
export const ChangePasswordPage = lazy(() =>
  import('../features/change-password/change-password-page').then((m) => ({ default: m.ChangePasswordPage })),
);
export const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
export const RemotePage = lazy(() =>
  import('../features/remote-pages/remote-page').then((m) => ({ default: m.RemotePage })),
);
export const OwnPinCard = lazy(() =>
  import('../features/kiosk-pin/own-pin-card').then((m) => ({ default: m.OwnPinCard })),
);
export const StandaloneRemotePage = lazy(() =>
  import('../features/remote-pages/remote-page').then((m) => ({ default: m.StandaloneRemotePage })),
);
