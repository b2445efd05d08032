import { Center, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation, useRouteError, type RouteObject } from 'react-router';
import classes from './chunk-error.module.css';

// A page that throws while rendering shows this in its place, inside its layout: the header,
// the menus and the dashboard's navigation stay, so the reader can go on elsewhere. React Router
// catches the error at the page's route (errorElement) and drops it when the location changes,
// so choosing another page (or another tab of the section) renders that page afresh.

/** What the reader sees instead of a page that failed to render. */
export const areaErrorText = {
  title: 'This page hit a problem',
  body: 'Something went wrong while showing it, and the rest of Rally still works. Reload to try again, or choose another page.',
};

/** The area's error: a short message and Reload; the error goes to the console for whoever looks into it. */
export function AreaError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`Rally: the page at ${pathname} failed to render`, error);
  }, [error, pathname]);
  return (
    <Center mih={240} p="md">
      <Stack align="center" gap="sm" role="alert" maw={480}>
        <Text fw={700} size="lg">
          {areaErrorText.title}
        </Text>
        <Text ta="center">{areaErrorText.body}</Text>
        <button type="button" className={classes.reload} onClick={() => window.location.reload()}>
          Reload
        </button>
      </Stack>
    </Center>
  );
}

/**
 * The routes with the area error on every page (every route without children): a page's error
 * stays in its layout's outlet. A route that already names its own errorElement keeps it.
 */
export const withAreaErrors = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) =>
    route.children
      ? { ...route, children: withAreaErrors(route.children) }
      : route.errorElement !== undefined
        ? route
        : { ...route, errorElement: <AreaError /> },
  );
