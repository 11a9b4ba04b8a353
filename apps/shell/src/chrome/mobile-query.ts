/** COM-049: "mobile" means a viewport width of 600 px or less (MUI's `sm` starts at 600, hence a query of our own). */
export const MOBILE_QUERY = '(max-width:600px)';
export const MOBILE_MEDIA = `@media ${MOBILE_QUERY}`;
