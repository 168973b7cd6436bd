/**
 * Text that is one line: no control characters (CR, LF, tab, NUL, ESC…) nor Unicode line and
 * paragraph separators. Names, headlines and titles end up in log lines, email subjects and
 * headers, where a line break starts a forged line.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const ONE_LINE = /^[^\u0000-\u001F\u007F-\u009F\u2028\u2029]*$/;

export const oneLineMessage = (label: string) => `${label} must be a single line without control characters`;
