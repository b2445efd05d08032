import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

// Every colour a badge (or a light, subtle or outline button, or an alert) can take, in every
// variant the theme resolves, measured the way axe-core's color-contrast does: the text against
// its background laid over the white page. A colour only some data shows (the fees view's "Due
// this month" badge, ball yellow, appears on some dates only) is held to 4.5:1 all the same.
const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const mantineVars = defaultCssVariablesResolver(merged);
const ours = cssVariablesResolver(merged);
const variables: Record<string, string> = {
  ...mantineVars.variables,
  ...mantineVars.light,
  ...ours.variables,
  ...ours.light,
};

type Rgba = [number, number, number, number];
const WHITE: Rgba = [255, 255, 255, 1];

/** A CSS colour of the theme as RGBA: hex, rgb(a), transparent, or a --mantine-color variable. */
function parse(value: string): Rgba {
  const v = value.trim();
  const variable = /^var\((--[\w-]+)\)$/.exec(v);
  if (variable) {
    const next = variables[variable[1]!];
    if (next === undefined) throw new Error(`unknown CSS variable ${variable[1]}`);
    return parse(next);
  }
  if (v === 'transparent') return [0, 0, 0, 0];
  if (v === 'black') return [0, 0, 0, 1];
  if (v === 'white') return WHITE;
  const short = /^#([0-9a-f]{3})$/i.exec(v);
  if (short) return parse(`#${[...short[1]!].map((c) => c + c).join('')}`);
  const hex = /^#([0-9a-f]{6})$/i.exec(v);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)).concat(1) as Rgba;
  // color-mix(in srgb, A p%, B): the theme's darker text on hover and on tints.
  const mix = /^color-mix\(in srgb, (.+) (\d+(?:\.\d+)?)%, ([^,]+)\)$/.exec(v);
  if (mix) {
    const [a, b, p] = [parse(mix[1]!), parse(mix[3]!), Number(mix[2]) / 100];
    return [0, 1, 2, 3].map((i) => a[i]! * p + b[i]! * (1 - p)) as Rgba;
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(v);
  if (rgb) {
    const [r, g, b, a = '1'] = rgb[1]!.split(',').map((part) => part.trim());
    return [Number(r), Number(g), Number(b), Number(a)];
  }
  throw new Error(`cannot read the colour ${v}`);
}

const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [
  r * a + R * (1 - a),
  g * a + G * (1 - a),
  b * a + B * (1 - a),
  1,
];
const luminance = ([r, g, b]: Rgba) => {
  const [R, G, B] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
};
function contrast(text: string, background: string) {
  const bg = over(parse(background), WHITE);
  const fg = over(parse(text), bg);
  const [l1, l2] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
  return (l1! + 0.05) / (l2! + 0.05);
}

const colours = Object.keys(merged.colors).filter((c) => c !== 'dark');
const variants = ['filled', 'light', 'subtle', 'outline', 'transparent', 'white', 'default'] as const;

describe('theme colours', () => {
  it.each(variants)('%s badges and buttons of every colour read at 4.5:1 or more', (variant) => {
    const failing = colours.flatMap((color) => {
      const resolved = merged.variantColorResolver({ color, theme: merged, variant });
      // At rest, and under the pointer (a button's hover tint and text).
      const states = [
        [resolved.color, resolved.background],
        [resolved.hoverColor ?? resolved.color, resolved.hover],
      ];
      return states.flatMap(([text, background]) => {
        if (!text || !background || background.startsWith('linear-gradient')) return [];
        const ratio = contrast(text, background);
        return ratio >= 4.5 ? [] : [`${color}: ${text} on ${background} is ${ratio.toFixed(2)}:1`];
      });
    });
    expect(failing).toEqual([]);
  });

  it("the fees view's 'Due this month' badge (light ball) reads", () => {
    const resolved = merged.variantColorResolver({ color: 'ball', theme: merged, variant: 'light' });
    expect(contrast(resolved.color, resolved.background)).toBeGreaterThanOrEqual(4.5);
  });
});
