import { Box } from '@mantine/core';
import type { CSSProperties, MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site.module.css';
import { useHashScroll } from './use-hash-scroll';

const pageStyle = { minHeight: '100vh', display: 'flex', flexDirection: 'column' } as CSSProperties;

/** Moves focus to the main content without changing the URL (the hash is for page sections). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const main = document.getElementById('main');
  main?.focus();
  main?.scrollIntoView();
}

/** The logged-out frame (spec 1 §2): marketing header, the page, and the footer. */
export default function PublicLayout() {
  useHashScroll();
  return (
    <Box style={pageStyle}>
      <a href="#main" onClick={skipToContent} className={classes.skipLink}>
        Skip to content
      </a>
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} flex={1} style={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
