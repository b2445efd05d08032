import type { Icon } from '@tabler/icons-react';
import { clubFeatureContent } from './feature-content-club';
import { playerFeatureContent } from './feature-content-player';
import type { FeatureSlug } from './site-nav';

export type FeatureContent = {
  /** The small line above the headline. */
  eyebrow: string;
  headline: string;
  intro: string;
  benefits: { icon: Icon; title: string; text: string }[];
  steps: { title: string; text: string }[];
  /** Who the closing call to action speaks to. */
  cta: { title: string; text: string };
  /** Other pages worth reading next. */
  related: FeatureSlug[];
};

/** The copy of the ten feature pages, by path. */
export const featureContent: Record<FeatureSlug, FeatureContent> = { ...clubFeatureContent, ...playerFeatureContent };

export const isFeatureSlug = (slug: string): slug is FeatureSlug => slug in featureContent;
