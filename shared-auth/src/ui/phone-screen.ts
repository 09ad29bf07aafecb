// antd's md breakpoint (its screenMD token, 768 px): below it the layout is a phone's.
export const MD_QUERY = '(min-width: 768px)';

/** Whether the screen is narrower than antd's md breakpoint now. */
export const phoneScreen = () => !window.matchMedia(MD_QUERY).matches;
