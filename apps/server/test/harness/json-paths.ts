// Places in a JSON value (object keys and array items, at any depth), read and replaced by path:
// the mangled bodies and the impossible dates change one place at a time.

export type Path = (string | number)[];

/** Every place in a JSON value (object keys and array items, at any depth). */
export function pathsOf(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(value))
    value.forEach((v, i) => {
      out.push([...at, i]);
      pathsOf(v, [...at, i], out);
    });
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.push([...at, k]);
      pathsOf(v, [...at, k], out);
    }
  return out;
}

/** A copy of `value` with the thing at `path` replaced (or removed when `remove`). */
export function setAt(value: unknown, path: Path, replacement: unknown, remove = false): unknown {
  const copy: unknown = structuredClone(value);
  let parent = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (remove && Array.isArray(parent)) parent.splice(Number(last), 1);
  else if (remove) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** The thing at `path` in a JSON value. */
export const getAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((v, step) => (v as Record<string | number, unknown>)[step], value);
