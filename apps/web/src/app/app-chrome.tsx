import 'react-toastify/dist/ReactToastify.css';
import { ToastContainer } from 'react-toastify';
import { AppOverlays } from '../components/app-overlays';
import { toastOptions } from '../components/notify';

/**
 * The app-wide overlays and the toast container, in their own chunk: no first paint needs them,
 * so they load after it (a toast or a confirmation asked for earlier waits in its store).
 */
export default function AppChrome() {
  return (
    <>
      <AppOverlays />
      <ToastContainer {...toastOptions} newestOnTop />
    </>
  );
}
