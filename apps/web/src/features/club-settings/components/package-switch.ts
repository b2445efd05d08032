import type { Package } from '@rally/domain';

const list = (features: Package['feature_set']) => features.map((f) => f.desc).join(', ');

/**
 * What moving the club from one package to another does to its features, in words: the features
 * the new package lacks are switched off (their settings kept), the new ones switched on.
 */
export function packageSwitchText(fromName: string, from: Package | undefined, to: Package): string {
  const moves = `The club moves from ${fromName} to ${to.name}.`;
  if (!from)
    return `${moves} Features ${to.name} does not include are switched off; its other features are switched on.`;
  const has = (p: Package, id: number) => p.feature_set.some((f) => f.id === id);
  const off = from.feature_set.filter((f) => !has(to, f.id));
  const on = to.feature_set.filter((f) => !has(from, f.id));
  const onText = on.length ? ` Switched on: ${list(on)}.` : '';
  const offText = off.length
    ? ` Switched off (their settings are kept for a later return): ${list(off)}.`
    : ' Nothing is switched off.';
  return `${moves}${onText}${offText}`;
}
