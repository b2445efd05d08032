import { ScrollArea, type MantineSpacing } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './side-scroller.module.css';

/**
 * A row that scrolls sideways on a narrow screen (section tabs, wide tables) and shows that it
 * does: a shadow with an arrow on each edge that has more to show; the arrow scrolls a step.
 * `focusable` for content without focusable parts of its own.
 */
export function SideScroller({
  children,
  mb,
  label = 'tabs',
  focusable = false,
}: {
  children: ReactNode;
  mb?: MantineSpacing;
  label?: string;
  focusable?: boolean;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const el = viewport.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((now) => (now.start === start && now.end === end ? now : { start, end }));
  }, []);

  useEffect(() => {
    measure();
    const el = viewport.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  const step = (direction: 1 | -1) =>
    viewport.current?.scrollBy({ left: direction * viewport.current.clientWidth * 0.7, behavior: 'smooth' });

  return (
    <div className={classes.root} style={mb ? { marginBottom: `var(--mantine-spacing-${mb})` } : undefined}>
      {/* Content with nothing to focus (a chart) makes the row itself focusable, so a keyboard can scroll it. */}
      <ScrollArea
        type="never"
        viewportRef={viewport}
        viewportProps={focusable ? { tabIndex: 0, 'aria-label': label } : undefined}
        onScrollPositionChange={measure}
      >
        {children}
      </ScrollArea>
      {edges.start && (
        <button
          type="button"
          className={`${classes.edge} ${classes.start}`}
          onClick={() => step(-1)}
          aria-label={`Scroll ${label} left`}
          tabIndex={-1}
        >
          <IconChevronLeft size={18} aria-hidden />
        </button>
      )}
      {edges.end && (
        <button
          type="button"
          className={`${classes.edge} ${classes.end}`}
          onClick={() => step(1)}
          aria-label={`Scroll ${label} right`}
          tabIndex={-1}
        >
          <IconChevronRight size={18} aria-hidden />
        </button>
      )}
    </div>
  );
}
