import { Outlet } from 'react-router';

/** Placeholder: replaced by the area's real screen. */
export default function Stub() {
  return <Outlet />;
}
