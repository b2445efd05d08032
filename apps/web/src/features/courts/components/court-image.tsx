import { Box, Tooltip } from '@mantine/core';
import { courtImageColour } from '@rally/domain';

// The court image of spec 2 §9: a court seen from above in its surface's colour — clay red,
// hard blue, grass green, anything else grey. 'Multiple' (id 0) draws a court of two halves.

const fills = { red: '#c8553d', blue: '#2f6fb0', green: '#3f8f4a', grey: '#8a949e' } as const;

export type CourtImageProps = { surfaceName: string | null | undefined; multiple?: boolean; size?: number };

/** A small court drawing coloured by surface, labelled with the surface's name. */
export function CourtImage({ surfaceName, multiple = false, size = 44 }: CourtImageProps) {
  const label = multiple ? 'Multiple surfaces' : `${surfaceName ?? 'Unknown'} surface`;
  const fill = fills[courtImageColour(surfaceName)];
  const height = Math.round(size * 0.62);
  return (
    <Tooltip label={label} withArrow>
      <Box component="span" display="inline-flex" style={{ lineHeight: 0 }}>
        <svg width={size} height={height} viewBox="0 0 78 48" role="img" aria-label={label}>
          {multiple ? (
            <>
              <rect x="0" y="0" width="39" height="48" rx="3" fill={fills.blue} />
              <rect x="39" y="0" width="39" height="48" rx="3" fill={fills.red} />
            </>
          ) : (
            <rect x="0" y="0" width="78" height="48" rx="3" fill={fill} />
          )}
          <g fill="none" stroke="#fff" strokeWidth="1.5" opacity="0.9">
            <rect x="6" y="6" width="66" height="36" />
            <line x1="6" y1="11" x2="72" y2="11" />
            <line x1="6" y1="37" x2="72" y2="37" />
            <line x1="21" y1="11" x2="21" y2="37" />
            <line x1="57" y1="11" x2="57" y2="37" />
            <line x1="21" y1="24" x2="57" y2="24" />
          </g>
          <line x1="39" y1="3" x2="39" y2="45" stroke="#fff" strokeWidth="2.5" />
        </svg>
      </Box>
    </Tooltip>
  );
}
