/** Latest repair guides in the blog teaser. */
export const GUIDE_TEASER_COUNT = 3;
