import { ComingSoon } from '../../components/coming-soon';

/** Placeholder: replaced by the area's real screen. */
export default function Stub() {
  return <ComingSoon title="tournament-coming-soon" />;
}
