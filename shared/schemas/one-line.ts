/**
 * Text that is one line: no control characters (CR, LF, tab, NUL, ESC…) nor Unicode line and
 * paragraph separators. Names, headlines and titles end up in log lines, email subjects and
 * headers, where a line break starts a forged line.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const ONE_LINE = /^[^\u0000-\u001F\u007F-\u009F\u2028\u2029]*$/;

export const oneLineMessage = (label: string) => `${label} must be a single line without control characters`;

/**
 * A name people read as someone's (a user's, a company's): besides one line, no bidi controls
 * (which reorder what follows, so "Alice\u202Eecila" shows as another name) and no zero-width
 * characters (which make two different names look the same).
 */
export const PLAIN_NAME = /^[^\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]*$/;

export const plainNameMessage = (label: string) => `${label} cannot contain invisible or text-direction characters`;
